import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findForbiddenStatements } from './migration-statements.scan.ts';

/**
 * Fails when a file of the given migrations folder touches auth, storage or realtime objects in a way
 * hosted Supabase refuses to `postgres`. Usage: `tsx hosted-check/scan-migrations.ts <folder>`.
 */
const folder = process.argv[2];
if (!folder) throw new Error('usage: scan-migrations.ts <migrations folder>');
const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
let failures = 0;
for (const file of files) {
  for (const { statement, target } of findForbiddenStatements(
    await readFile(path.join(folder, file), 'utf8'),
  )) {
    failures += 1;
    process.stderr.write(
      `${file}: touches ${target}, which hosted Supabase refuses to postgres:\n`,
    );
    process.stderr.write(`  ${statement.slice(0, 200)}\n`);
  }
}
if (failures > 0) {
  process.stderr.write(`${failures} forbidden statement(s) in ${folder}\n`);
  process.exit(1);
}
process.stdout.write(`${files.length} migration files scanned: none touches platform objects\n`);
