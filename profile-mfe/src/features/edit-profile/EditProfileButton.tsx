import { useState } from 'react';
import { selectSessionUser, useAppSelector, type Profile } from '@likegripe/shared-core';
import { Button, Pencil } from '@likegripe/shared-ui';
import { EditProfileDialog } from './EditProfileDialog';

/** The Edit Profile button and dialog, only on the viewer's own profile. */
export function EditProfileButton({ profile }: { profile: Profile }) {
  const viewer = useAppSelector(selectSessionUser);
  const [open, setOpen] = useState(false);
  if (viewer?.id !== profile.id) return null;
  return (
    <>
      <Button
        variant="secondary"
        leadingIcon={<Pencil aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Edit Profile
      </Button>
      {open && <EditProfileDialog profile={profile} onClose={() => setOpen(false)} />}
    </>
  );
}
