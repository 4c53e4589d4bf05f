import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, recordToasts } from '@likegripe/tooling/test-utils';
import { uploadAvatar } from '../../api/avatar-upload.api';
import { ALICE } from '../../testing/profile-fixtures';
import { AvatarField } from './AvatarField';

jest.mock('../../api/avatar-upload.api');
const upload = jest.mocked(uploadAvatar);
const toasts = recordToasts();

function renderField() {
  const onUploaded = jest.fn();
  const onBusyChange = jest.fn();
  renderWithProviders(
    <AvatarField
      userId={ALICE.id}
      username={ALICE.username}
      displayName={ALICE.display_name}
      avatarUrl={null}
      onUploaded={onUploaded}
      onBusyChange={onBusyChange}
    />,
  );
  return { onUploaded, onBusyChange, user: userEvent.setup() };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

it('shows the upload progress and hands over the public url', async () => {
  let report: (percent: number) => void = () => undefined;
  let finish: (url: string) => void = () => undefined;
  upload.mockImplementation((_userId, _file, onProgress) => {
    report = onProgress;
    return new Promise((resolve) => (finish = resolve));
  });
  const { onUploaded, onBusyChange, user } = renderField();
  await user.upload(screen.getByLabelText('Change avatar'), png());

  expect(upload).toHaveBeenCalledWith(ALICE.id, expect.any(File), expect.any(Function));
  act(() => report(40));
  expect(screen.getByRole('progressbar', { name: 'Avatar upload' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  expect(onBusyChange).toHaveBeenLastCalledWith(true);
  await act(async () => finish('http://storage.test/avatars/a.png'));
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('http://storage.test/avatars/a.png'));
  expect(onBusyChange).toHaveBeenLastCalledWith(false);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it("toasts 'Upload failed' with the message when the upload fails", async () => {
  upload.mockRejectedValue(new Error('The object exceeded the maximum allowed size'));
  const { onUploaded, user } = renderField();
  await user.upload(screen.getByLabelText('Change avatar'), png());
  await waitFor(() =>
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Upload failed',
        description: 'The object exceeded the maximum allowed size',
      }),
    ]),
  );
  expect(onUploaded).not.toHaveBeenCalled();
});

it('refuses a file that is not an image, without uploading it', async () => {
  upload.mockClear();
  renderField();
  const video = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('Change avatar'), video);
  await waitFor(() => expect(toasts).toHaveLength(1));
  expect(toasts[0]).toEqual(expect.objectContaining({ title: 'Upload failed' }));
  expect(upload).not.toHaveBeenCalled();
});
