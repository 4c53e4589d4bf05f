// `npm start`: the local backend with demo data, then the built site on http://localhost:3000.
import { writeAppConfig } from '../backend/src/app-config.file.ts';
import { startStack } from '../backend/src/stack.ts';
import { serveSite } from '../tooling/site-server/serve-site.mjs';

const started = Date.now();
const shellPort = Number(process.env.PORT ?? 3000);
// Mailed links send the browser back only to the site URL, port included: the site's own port.
const stack = await startStack(
  process.env.SITE_URL ? {} : { siteUrl: `http://localhost:${shellPort}` },
);
await writeAppConfig(stack);
const site = await serveSite({
  supabaseUrl: stack.url,
  supabaseAnonKey: stack.anonKey,
  shellPort,
});

console.log(`
Like and Gripe is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Site          ${site.url}
  API           ${stack.url}
  Mail inbox    ${stack.mailUrl}
  Database      ${stack.databaseUrl}

  anon key          ${stack.anonKey}
  service_role key  ${stack.serviceRoleKey}
  (signed with this data dir's own secret, ${stack.config.dataDir}/jwt-secret; JWT_SECRET overrides it)

Press Ctrl+C to stop.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await site.stop();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
