import { errorToast } from './toast-text';

describe('errorToast', () => {
  it('is an error with the title and message', () => {
    expect(errorToast('Error', 'Failed to update follow status')).toEqual({
      title: 'Error',
      description: 'Failed to update follow status',
      variant: 'error',
    });
  });

  it('has no description when only a title is given', () => {
    expect(errorToast('Error')).toEqual({ title: 'Error', variant: 'error' });
  });
});
