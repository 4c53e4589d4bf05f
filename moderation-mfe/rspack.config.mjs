import path from 'node:path';
import { createFederatedConfig } from '@likegripe/tooling/rspack';
import federation from './module-federation.config.mjs';

export default createFederatedConfig({
  dir: path.dirname(new URL(import.meta.url).pathname),
  ...federation,
});
