// What `scripts/start.ts` does after the build (`npm start`): the backend with demo data on DATA_DIR,
// then the served builds on PORT. Here because scripts/start.ts cannot run as it is (see README).
import { startStack } from '../../backend/src/stack.ts';
import { serveSite } from '@likegripe/tooling/serve-site';

const stack = await startStack();
const site = await serveSite({
  supabaseUrl: stack.url,
  supabaseAnonKey: stack.anonKey,
  shellPort: Number(process.env.PORT ?? 3000),
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
