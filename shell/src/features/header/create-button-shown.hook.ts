import { useMatch } from 'react-router-dom';
import { FINISH_SIGN_UP_PATH, selectIsSignedIn, useAppSelector } from '@likegripe/shared-core';

/**
 * Whether the floating create button shows: for signed-in members, but not on /create itself, nor
 * where a member must finish their account first. The layout reserves room for it when it does.
 */
export function useCreateButtonShown(): boolean {
  const signedIn = useAppSelector(selectIsSignedIn);
  const onCreatePage = useMatch('/create');
  const finishingSignUp = useMatch(FINISH_SIGN_UP_PATH);
  return signedIn && !onCreatePage && !finishingSignUp;
}
