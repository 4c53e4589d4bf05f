import { matchPath } from 'react-router-dom';
import type { RemoteModuleId } from '@likegripe/shared-core';

/** The site's routes; each screen belongs to one remote. */
export const screens: { path: string; remote: RemoteModuleId }[] = [
  { path: '/', remote: 'feed/App' },
  { path: '/auth', remote: 'auth/App' },
  // Where the password reset mail's link lands.
  { path: '/auth/reset', remote: 'auth/App' },
  // Where a member whose sign-up was contested chooses a password (FINISH_SIGN_UP_PATH).
  { path: '/auth/finish', remote: 'auth/App' },
  { path: '/create', remote: 'post/App' },
  { path: '/post/:id', remote: 'post/App' },
  { path: '/profile/:username', remote: 'profile/App' },
  { path: '/moderation', remote: 'moderation/App' },
];

/** The remote module that draws the screen at `pathname`, if any (the 404 page is the shell's). */
export function screenRemote(pathname: string): RemoteModuleId | undefined {
  return screens.find(({ path }) => matchPath(path, pathname))?.remote;
}
