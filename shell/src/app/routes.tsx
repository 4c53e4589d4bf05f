import type { RouteObject } from 'react-router-dom';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AppLayout } from './AppLayout';
import { screens } from './screens';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...screens.map(({ path, remote }) => ({ path, element: <RemoteSlot id={remote} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
