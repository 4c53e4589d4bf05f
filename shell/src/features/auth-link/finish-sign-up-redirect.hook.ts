import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FINISH_SIGN_UP_PATH, selectSessionUser, useAppSelector } from '@likegripe/shared-core';

/**
 * A member whose sign-up was contested has no password yet, and perhaps a username someone else
 * chose: whatever page the confirmation link or a later click leads to, they finish the account
 * first. Signing out stays possible from the header.
 */
export function useFinishSignUpRedirect() {
  const contested = useAppSelector(selectSessionUser)?.signUpContested === true;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (contested && pathname !== FINISH_SIGN_UP_PATH)
      void navigate(FINISH_SIGN_UP_PATH, { replace: true });
  }, [contested, pathname, navigate]);
}
