import { mountStandalone } from '@likegripe/tooling/standalone';
import App from './App';

void mountStandalone([
  { path: '/create', element: <App /> },
  { path: '/post/:id', element: <App /> },
]);
