import { useMatch } from 'react-router-dom';
import { Plus } from '@likegripe/shared-ui';
import { FINISH_SIGN_UP_PATH, selectIsSignedIn, useAppSelector } from '@likegripe/shared-core';
import { FloatingLink } from './CreatePostButton.styles';

/**
 * The floating create button, only for signed-in members; not on /create itself, nor where a
 * member must finish their account first.
 */
export function CreatePostButton() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const onCreatePage = useMatch('/create');
  const finishingSignUp = useMatch(FINISH_SIGN_UP_PATH);
  if (!signedIn || onCreatePage || finishingSignUp) return null;
  return (
    <FloatingLink to="/create" aria-label="Create review post" title="Create review post">
      <Plus aria-hidden="true" />
    </FloatingLink>
  );
}
