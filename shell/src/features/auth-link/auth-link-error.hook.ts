import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authLinkError, authLinkErrorDestination } from './auth-link-error';

/**
 * A used or expired email link lands on the site with the error in the URL hash. The auth screen
 * explains it and offers a new link; replacing the entry also takes the hash out of the URL.
 */
export function useAuthLinkErrorRedirect() {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const error = authLinkError(hash);
    if (error) void navigate(authLinkErrorDestination(error, pathname + search), { replace: true });
  }, [hash, pathname, search, navigate]);
}
