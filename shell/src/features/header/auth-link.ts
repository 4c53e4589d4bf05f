/** The query parameter the auth screen reads for where to go after signing in. */
export const RETURN_PARAM = 'next';

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The header's Sign In / Sign Up target: /auth, remembering the page the visitor is on so signing
 * in brings them back (the auth screen checks it stays on this site). On /auth itself the
 * remembered page is kept as it is; the home page needs none.
 */
export function authLinkTarget(place: Place, tab?: 'signup'): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  const onAuth = place.pathname === '/auth';
  const next = onAuth
    ? new URLSearchParams(place.search).get(RETURN_PARAM)
    : `${place.pathname}${place.search}${place.hash}`;
  if (next && next !== '/') params.set(RETURN_PARAM, next);
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}
