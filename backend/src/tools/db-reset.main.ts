import { loadConfig } from '../config.ts';
import { startStack } from '../stack.ts';
import { communityCounts, portInUse, removeCommunityData } from './local-data-reset.ts';

// `npm run db:reset`: the local community from scratch, as `supabase db reset` does: the database
// and stored files go, then one start applies every migration and seeds the demo with its photos.
const config = loadConfig();
if (config.databaseUrl) {
  process.stderr.write(
    'db:reset resets the embedded database in the data dir. With DATABASE_URL, drop and create ' +
      'that database yourself; the next start applies the migrations and seeds the demo.\n',
  );
  process.exit(1);
}
if (await portInUse(config.gatewayPort)) {
  process.stderr.write(
    `Something answers on port ${config.gatewayPort}: stop npm start (or npm run backend) first.\n`,
  );
  process.exit(1);
}
const started = performance.now();
const removed = await removeCommunityData(config.dataDir);
const stack = await startStack({ seed: true });
try {
  const counts = await communityCounts(stack.pool);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Reset ${config.dataDir} in ${seconds} s\n` +
      `  removed: ${removed.length ? removed.join(', ') : 'nothing (there was no data yet)'}\n` +
      `  applied ${counts.migrations} migrations; seeded ${counts.members} members, ` +
      `${counts.posts} posts and ${counts.files} stored files (the demo photos)\n` +
      '  kept: the JWT secret, the signing keys and the releases\n',
  );
} finally {
  await stack.stop();
}
