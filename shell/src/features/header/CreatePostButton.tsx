import { Plus } from '@likegripe/shared-ui';
import { selectIsSignedIn, useAppSelector } from '@likegripe/shared-core';
import { FloatingLink } from './CreatePostButton.styles';

/** Spec §2: the floating create button, only for signed-in members. */
export function CreatePostButton() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return null;
  return (
    <FloatingLink to="/create" aria-label="Create review post" title="Create review post">
      <Plus aria-hidden="true" />
    </FloatingLink>
  );
}
