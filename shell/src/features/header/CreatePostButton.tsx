import { useMatch } from 'react-router-dom';
import { Plus } from '@likegripe/shared-ui';
import { selectIsSignedIn, useAppSelector } from '@likegripe/shared-core';
import { FloatingLink } from './CreatePostButton.styles';

/** The floating create button, only for signed-in members (and not on /create itself). */
export function CreatePostButton() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const onCreatePage = useMatch('/create');
  if (!signedIn || onCreatePage) return null;
  return (
    <FloatingLink to="/create" aria-label="Create review post" title="Create review post">
      <Plus aria-hidden="true" />
    </FloatingLink>
  );
}
