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
    expect(REACTION_ADDED_TOAST).toMatchObject({ title: 'Reaction added', variant: 'success' });
    expect(REACTION_REMOVED_TOAST).toMatchObject({ title: 'Reaction removed' });
    expect(REACTION_REMOVED_TOAST.variant).toBeUndefined();
    expect(REACTION_FAILURE_TOAST).toMatchObject({
      title: 'Error',
      description: 'Failed to update reaction. Please try again.',
      variant: 'error',
    });
  });

  it('are one kind, so the last answer replaces the one before', () => {
    const kinds = [REACTION_ADDED_TOAST, REACTION_REMOVED_TOAST, REACTION_FAILURE_TOAST].map(
      (toast) => toast.kind,
    );
    expect(new Set(kinds)).toEqual(new Set(['reaction']));
  });
});
