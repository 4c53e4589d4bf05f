import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { exportAuthUsers } from './auth-users.exporter.ts';
import { writeExportReadme, type ExportSummary } from './export-readme.writer.ts';
import { exportPublicData } from './public-data.exporter.ts';
import { exportStorage } from './storage.exporter.ts';

export interface ExportOptions {
  /** An owner connection to the community's database. */
  databaseUrl: string;
  /** The stack's data dir, whose `storage/` holds the files. */
  dataDir: string;
  outDir: string;
}

/**
 * Writes everything a move to hosted Supabase needs into `outDir`, all read from one snapshot so
 * the members, their rows and their files agree.
 */
export async function exportCommunity(opts: ExportOptions): Promise<ExportSummary> {
  await mkdir(opts.outDir, { recursive: true });
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const auth = await exportAuthUsers(client, path.join(opts.outDir, 'auth-users.sql'));
    const publicRows = await exportPublicData(client, path.join(opts.outDir, 'public-data.sql'));
    const manifest = await exportStorage(client, opts.dataDir, opts.outDir);
    await client.query('commit');
    const summary: ExportSummary = {
      createdAt: new Date().toISOString(),
      users: auth.users,
      identities: auth.identities,
      publicRows,
      objects: manifest.objects.length,
      missingObjects: manifest.missing.length,
    };
    await writeExportReadme(opts.outDir, summary);
    return summary;
  } finally {
    await client.end();
  }
}
