import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, useAppDispatch, type Profile } from '@likegripe/shared-core';
import { saveFailedToast } from './edit-profile.toasts';
import { useUpdateProfileMutation } from '../../api/profile.api';
import { useCheckUsernameMutation } from '../../api/username.api';

export interface ProfileDraft {
  displayName: string;
  username: string;
  bio: string;
  avatarUrl: string | null;
}

export interface DraftErrors {
  displayName?: string;
  username?: string;
}

export const DISPLAY_NAME_REQUIRED_MESSAGE = 'Display name is required.';

function draftOf(profile: Profile): ProfileDraft {
  return {
    displayName: profile.display_name,
    username: profile.username,
    bio: profile.bio ?? '',
    avatarUrl: profile.avatar_url,
  };
}

/**
 * The Edit Profile form: checks a changed username with the server functions,
 * saves, tells the header through the bus and moves to the new URL when the username changed.
 * A failed save keeps everything the user typed.
 */
export function useEditProfileForm(profile: Profile, onSaved: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [checkUsername, usernameCheck] = useCheckUsernameMutation();
  const [updateProfile, update] = useUpdateProfileMutation();

  const change = (changes: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => ({
      ...current,
      ...('displayName' in changes ? { displayName: undefined } : {}),
      ...('username' in changes ? { username: undefined } : {}),
    }));
  };

  const fail = (message: string, field?: keyof DraftErrors) => {
    if (field) setErrors((current) => ({ ...current, [field]: message }));
    dispatch(bus.toastRequested(saveFailedToast(message)));
  };

  const save = async () => {
    const displayName = draft.displayName.trim();
    const username = draft.username.trim();
    if (!displayName) return fail(DISPLAY_NAME_REQUIRED_MESSAGE, 'displayName');
    const usernameChanged = username !== profile.username;
    try {
      if (usernameChanged) {
        const problem = await checkUsername({
          username,
          currentUsername: profile.username,
        }).unwrap();
        if (problem) return fail(problem, 'username');
      }
      await updateProfile({
        id: profile.id,
        display_name: displayName,
        username,
        bio: draft.bio.trim() || null,
        avatar_url: draft.avatarUrl,
      }).unwrap();
    } catch (error) {
      const message = error && typeof error === 'object' && 'message' in error;
      return fail(message ? String((error as { message: unknown }).message) : String(error));
    }
    dispatch(bus.profileUpdated({ userId: profile.id, username }));
    onSaved();
    if (usernameChanged) void navigate(`/profile/${username}`, { replace: true });
  };

  return {
    draft,
    errors,
    change,
    save,
    isSaving: usernameCheck.isLoading || update.isLoading,
  };
}
