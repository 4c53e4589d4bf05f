// What `scripts/start.mts` does after the build (`npm start`): the backend with demo data on DATA_DIR,
// then the served builds on PORT. Here so that the bench uses its own ports and leaves the build out.
import { startStack } from '../../backend/src/stack.ts';
import { serveSite } from '../../tooling/site-server/serve-site.mjs';

const stack = await startStack();
const site = await serveSite({
  supabaseUrl: stack.url,
  supabaseAnonKey: stack.anonKey,
  shellPort: Number(process.env.PORT ?? 3000),
  // The builds being measured, not a developer's live releases.
  releasesDir: null,
});
process.stdout.write(`Like and Gripe is running at ${site.url}\n`);
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await site.stop();
  await stack.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
