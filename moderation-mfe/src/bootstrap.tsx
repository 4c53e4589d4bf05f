import { mountStandalone } from '@likegripe/tooling/standalone';
import { MODERATION_PATH } from './features/moderation/moderation.texts';
import App from './App';

void mountStandalone([{ path: MODERATION_PATH, element: <App /> }]);
