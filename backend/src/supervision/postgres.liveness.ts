import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** The postmaster's pid from its lock file, if the file is there. */
async function postmasterPid(dataDir: string): Promise<number | undefined> {
  try {
    const text = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const pid = Number(text.split('\n', 1)[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** True while `pid` runs; a zombie (dead, not yet reaped) counts as dead. */
async function isRunning(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** The embedded server is alive while the pid in `<dataDir>/postgres/postmaster.pid` runs. */
export async function embeddedPostgresAlive(dataDir: string): Promise<boolean> {
  const pid = await postmasterPid(dataDir);
  return pid !== undefined && (await isRunning(pid));
}

/** An external server is alive while a fresh connection can run `select 1`. */
export async function postgresAnswers(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
