import { mountStandalone } from '@likegripe/tooling/standalone';
import App from './App';

void mountStandalone([{ path: '/', element: <App /> }]);
