import {
  REACT_SIGN_IN_REQUIRED_TOAST,
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
} from './reaction-toasts';

describe('reaction toasts', () => {
  it('say what the spec says, in its tone', () => {
    expect(REACT_SIGN_IN_REQUIRED_TOAST).toEqual({
      title: 'Sign in required',
      description: 'Please sign in to react to posts.',
      variant: 'error',
    });
    expect(REACTION_ADDED_TOAST).toEqual({ title: 'Reaction added', variant: 'success' });
    expect(REACTION_REMOVED_TOAST).toEqual({ title: 'Reaction removed' });
    expect(REACTION_FAILURE_TOAST).toEqual({
      title: 'Error',
      description: 'Failed to update reaction. Please try again.',
      variant: 'error',
    });
  });
});
