import pg from 'pg';
import { seedBenchmarkData } from './benchmark.seeder.ts';
import { readSeedOptions } from './seed-options.ts';

// `npm run seed -- --posts 100000 --comments 1000000 [--users 2000]`: benchmark data for the
// database at DATABASE_URL, or the local stack's database.
const options = readSeedOptions(process.argv.slice(2), process.env);
const client = new pg.Client({ connectionString: options.databaseUrl });
await client.connect();
try {
  process.stdout.write(
    `Seeding ${options.users} users, ${options.posts} posts, ${options.comments} comments into ${new URL(options.databaseUrl).host}\n`,
  );
  const started = performance.now();
  await seedBenchmarkData(client, options, (step, rows, seconds) => {
    process.stdout.write(
      `  ${step.padEnd(28)} ${String(rows).padStart(9)} rows  ${seconds.toFixed(1)} s\n`,
    );
  });
  process.stdout.write(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
} finally {
  await client.end();
}
