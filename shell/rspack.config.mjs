import path from 'node:path';
import { createFederatedConfig } from '@likegripe/tooling/rspack';
import federation from './module-federation.config.mjs';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default createFederatedConfig({
  dir,
  ...federation,
  runtimePlugins: [path.join(dir, 'src/runtime-plugins/retry-plugin.ts')],
});
