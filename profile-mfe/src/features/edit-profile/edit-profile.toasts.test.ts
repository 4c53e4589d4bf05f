import { saveFailedToast, uploadFailedToast } from './edit-profile.toasts';

describe('edit profile toasts', () => {
  it.each([
    ['avatar upload failure', uploadFailedToast('too big'), 'Upload failed', 'too big'],
    ['profile save failure', saveFailedToast('taken'), 'Save failed', 'taken'],
  ])('%s', (_name, toast, title, description) => {
    expect(toast).toEqual({ title, description, variant: 'error' });
  });
});
