import { matchPath, type RouteObject } from 'react-router-dom';
import type { RemoteModuleId } from '@likegripe/shared-core';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AppLayout } from './AppLayout';

/** Spec §2 routes; each screen belongs to one remote. */
const screens: { path: string; remote: RemoteModuleId }[] = [
  { path: '/', remote: 'feed/App' },
  { path: '/auth', remote: 'auth/App' },
  { path: '/create', remote: 'post/App' },
  { path: '/post/:id', remote: 'post/App' },
  { path: '/profile/:username', remote: 'profile/App' },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...screens.map(({ path, remote }) => ({ path, element: <RemoteSlot id={remote} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The remote module that draws the screen at `pathname`, if any (the 404 page is the shell's). */
export function screenRemote(pathname: string): RemoteModuleId | undefined {
  return screens.find(({ path }) => matchPath(path, pathname))?.remote;
}
