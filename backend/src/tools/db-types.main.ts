import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import { databaseTypesFile, generateDatabaseTypes } from './database-types.generator.ts';
import { startMigratedDatabase } from './migrated-database.ts';

// `npm run db:types`: applies supabase/migrations to a throwaway database (a new embedded server,
// or a temporary database on the server of DATABASE_URL) and writes the generated types.
const started = performance.now();
const database = await startMigratedDatabase(process.env.DATABASE_URL || undefined);
try {
  const migrated = performance.now();
  const types = await generateDatabaseTypes(database.databaseUrl);
  await writeFile(databaseTypesFile, types);
  const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1);
  process.stdout.write(
    `Wrote ${path.relative(repoRoot, databaseTypesFile)}: database ${seconds(started, migrated)} s, ` +
      `generator ${seconds(migrated)} s\n`,
  );
} finally {
  await database.stop();
}
