import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ExportSummary {
  createdAt: string;
  users: number;
  identities: number;
  publicRows: Record<string, number>;
  objects: number;
  missingObjects: number;
}

/** Writes `README.txt`: what each file is, the order to load them in, and the counts to check. */
export async function writeExportReadme(outDir: string, summary: ExportSummary): Promise<void> {
  const counts = Object.entries(summary.publicRows)
    .map(([table, rows]) => `  public.${table.padEnd(28)} ${rows}`)
    .join('\n');
  const text = `Like and Gripe export, ${summary.createdAt}

Load into a project whose schema came from supabase/migrations (supabase db push), never
seeded, as the postgres role (psql "<connection string>" -f <file>), in this order:

1. auth-users.sql           the members with their password hashes, and their identities
2. public-data.sql          every row of schema public (its triggers are off while it loads)
3. storage/buckets.sql      the buckets' settings (the migrations made the buckets already)
4. storage/manifest.json    upload the files in storage/files with the service key:
                            SUPABASE_URL=... SUPABASE_SERVICE_ROLE_KEY=... npm run export:upload -- <this folder>
5. storage/storage-owners.sql  gives each uploaded object its owner back

Then check the counts below against the new project (docs/deploy.md, "Verify").

Rows:
  auth.users                          ${summary.users}
  auth.identities                     ${summary.identities}
${counts}
  storage objects (files)             ${summary.objects}
  storage rows without a file         ${summary.missingObjects}
`;
  await writeFile(path.join(outDir, 'README.txt'), text);
}
