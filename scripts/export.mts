// `npm run export [-- <out dir>]`: writes what moving this community to hosted Supabase needs
// (docs/deploy.md). Reads the database of the running `npm run backend` (or DATABASE_URL).
import path from 'node:path';
import { loadConfig } from '../backend/src/config.ts';
import { exportCommunity } from '../backend/src/export/community.exporter.ts';

const config = loadConfig();
const databaseUrl =
  config.databaseUrl ??
  `postgresql://postgres:${encodeURIComponent(config.postgresPassword)}@127.0.0.1:${config.postgresPort}/postgres`;
const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
const outDir = path.resolve(process.argv[2] ?? `export-${stamp}`);

try {
  const summary = await exportCommunity({ databaseUrl, dataDir: config.dataDir, outDir });
  const rows = Object.values(summary.publicRows).reduce((a, b) => a + b, 0);
  console.log(
    `Exported ${summary.users} members, ${rows} rows of public and ${summary.objects} files to ${outDir}\n` +
      `Load order and counts: ${path.join(outDir, 'README.txt')}`,
  );
  if (summary.missingObjects > 0)
    console.warn(
      `${summary.missingObjects} storage rows have no file on disk: see storage/manifest.json`,
    );
} catch (error) {
  const refused = (error as { code?: string }).code === 'ECONNREFUSED';
  console.error(
    refused
      ? `No database at ${new URL(databaseUrl).host}: start \`npm run backend\` first (or set DATABASE_URL).`
      : error,
  );
  process.exitCode = 1;
}
