import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { repoRoot } from '../src/config.ts';
import { databaseTypesFile, generateDatabaseTypes } from '../src/tools/database-types.generator.ts';
import { startMigratedDatabase, type MigratedDatabase } from '../src/tools/migrated-database.ts';

// The committed database types must be exactly what the generator makes from the migrations, so a
// migration without `npm run db:types` (or a hand edit of the generated file) fails here.

let database: MigratedDatabase;

before(async () => {
  database = await startMigratedDatabase(process.env.DATABASE_URL || undefined);
});

after(async () => {
  await database?.stop();
});

/** `line N: committed … / generated …` for the first line that differs, or undefined. */
function firstDifference(committed: string, generated: string): string | undefined {
  const left = committed.split('\n');
  const right = generated.split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    if (left[i] !== right[i]) {
      return `line ${i + 1}:\n  committed: ${left[i] ?? '(end of file)'}\n  generated: ${right[i] ?? '(end of file)'}`;
    }
  }
  return undefined;
}

it('commits the database types the migrations generate', async () => {
  const committed = await readFile(databaseTypesFile, 'utf8');
  const generated = await generateDatabaseTypes(database.databaseUrl);
  const difference = firstDifference(committed, generated);
  assert.equal(
    difference,
    undefined,
    `${path.relative(repoRoot, databaseTypesFile)} is not what supabase/migrations generate; ` +
      `run \`npm run db:types\` and commit the result. First difference at ${difference}`,
  );
});
