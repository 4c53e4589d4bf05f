import { createRetryPlugin } from './create-retry-plugin';
import { resetRemote } from '../remotes/remote-registry';

/** The build-time entry point of the retry plugin (listed in rspack.config.mjs). */
export default function retryPlugin() {
  return createRetryPlugin({ retries: 2, delaysMs: [300, 1000], reset: resetRemote });
}
