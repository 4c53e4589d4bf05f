import { Avatar, Camera, ProgressBar } from '@likegripe/shared-ui';
import { useAvatarUpload } from './avatar-upload.hook';
import { AvatarControls, AvatarRow, UploadHint, UploadLabel } from './EditProfileDialog.styles';

interface AvatarFieldProps {
  userId: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  onUploaded: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}

/** The dialog's avatar: a preview and an upload to the avatars bucket with progress. */
export function AvatarField({
  userId,
  username,
  displayName,
  avatarUrl,
  onUploaded,
  onBusyChange,
}: AvatarFieldProps) {
  const { upload, progress, isUploading } = useAvatarUpload(userId, onUploaded);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    onBusyChange(true);
    await upload(file);
    onBusyChange(false);
  };

  return (
    <AvatarRow>
      <Avatar
        size="lg"
        userId={userId}
        username={username}
        displayName={displayName}
        avatarUrl={avatarUrl}
      />
      <AvatarControls>
        <UploadLabel data-disabled={isUploading}>
          <Camera aria-hidden="true" />
          {isUploading ? 'Uploading...' : 'Change avatar'}
          <input
            type="file"
            accept="image/*"
            disabled={isUploading}
            onChange={(event) => {
              void pick(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </UploadLabel>
        {progress === null ? (
          <UploadHint>PNG, JPG, GIF or WebP</UploadHint>
        ) : (
          <ProgressBar label="Avatar upload" value={progress} tone="primary" />
        )}
      </AvatarControls>
    </AvatarRow>
  );
}
