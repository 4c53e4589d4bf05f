import { useState } from 'react';
import { bus, useAppDispatch } from '@likegripe/shared-core';
import { uploadFailedToast } from './edit-profile.toasts';
import { uploadAvatar } from '../../api/avatar-upload.api';

export const AVATAR_TYPE_MESSAGE = 'Please choose an image (PNG, JPG, GIF or WebP).';

/** Uploads a picked avatar with progress; 'Upload failed' toast on error. */
export function useAvatarUpload(userId: string, onUploaded: (url: string) => void) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      dispatch(bus.toastRequested(uploadFailedToast(AVATAR_TYPE_MESSAGE)));
      return;
    }
    setProgress(0);
    try {
      onUploaded(await uploadAvatar(userId, file, setProgress));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      dispatch(bus.toastRequested(uploadFailedToast(message)));
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, isUploading: progress !== null };
}
