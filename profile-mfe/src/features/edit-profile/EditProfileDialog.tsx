import { useState } from 'react';
import type { Profile } from '@likegripe/shared-core';
import { Button, Dialog, Input, Textarea } from '@likegripe/shared-ui';
import { AvatarField } from './AvatarField';
import { useEditProfileForm } from './edit-profile-form.hook';
import { Form } from './EditProfileDialog.styles';

const FORM_ID = 'edit-profile-form';
/** The bio box is a fixed 3 rows. */
const BIO_ROWS = 3;

interface EditProfileDialogProps {
  profile: Profile;
  onClose: () => void;
}

/** The Edit Profile dialog: avatar, display name, username, bio (3 rows), Save / Cancel. */
export function EditProfileDialog({ profile, onClose }: EditProfileDialogProps) {
  const { draft, errors, change, save, isSaving } = useEditProfileForm(profile, onClose);
  const [isUploading, setUploading] = useState(false);
  const busy = isSaving || isUploading;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Profile"
      description="Update how other members see you."
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSaving} disabled={isUploading}>
            {isSaving ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <AvatarField
          userId={profile.id}
          username={draft.username}
          displayName={draft.displayName}
          avatarUrl={draft.avatarUrl}
          onUploaded={(avatarUrl) => change({ avatarUrl })}
          onBusyChange={setUploading}
        />
        <Input
          label="Display name"
          value={draft.displayName}
          error={errors.displayName}
          maxLength={100}
          required
          onChange={(event) => change({ displayName: event.target.value })}
        />
        <Input
          label="Username"
          value={draft.username}
          error={errors.username}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          onChange={(event) => change({ username: event.target.value })}
        />
        <Textarea
          label="Bio"
          value={draft.bio}
          minRows={BIO_ROWS}
          maxRows={BIO_ROWS}
          maxLength={1000}
          onChange={(event) => change({ bio: event.target.value })}
        />
      </Form>
    </Dialog>
  );
}
