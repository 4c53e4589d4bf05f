import type { RouteObject } from 'react-router-dom';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AppLayout } from './AppLayout';

/** Spec §2 routes; each screen belongs to one remote. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <RemoteSlot id="feed/App" /> },
      { path: '/auth', element: <RemoteSlot id="auth/App" /> },
      { path: '/create', element: <RemoteSlot id="post/App" /> },
      { path: '/post/:id', element: <RemoteSlot id="post/App" /> },
      { path: '/profile/:username', element: <RemoteSlot id="profile/App" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
