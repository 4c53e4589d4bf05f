import type pg from 'pg';
import { advisorChecks, type AdvisorCheck, type AdvisorFinding } from './advisor.checks.ts';

/** Schemas Supabase manages itself (hosted or emulated by the local stack); the app never owns them. */
export const platformSchemas = [
  'information_schema',
  'auth',
  'storage',
  'extensions',
  'realtime',
  'supabase_migrations',
  'graphql',
  'graphql_public',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'net',
  'cron',
  'supabase_functions',
  'pgbouncer',
  'pgtle',
  '_realtime',
  '_analytics',
];

type Queryable = Pick<pg.ClientBase, 'query'>;

/** Every schema the app owns: all but PostgreSQL's own and the platform's. */
export async function listAppSchemas(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ nspname: string }>(
    `select nspname from pg_catalog.pg_namespace
      where nspname not like 'pg\\_%' and nspname <> all($1::text[]) order by nspname`,
    [platformSchemas],
  );
  return rows.map((row) => row.nspname);
}

export async function runCheck(
  db: Queryable,
  check: AdvisorCheck,
  schemas: string[],
): Promise<AdvisorFinding[]> {
  const { rows } = await db.query<{ object: string; detail: string }>(check.sql, [schemas]);
  return rows.map((row) => ({ check: check.name, object: row.object, detail: row.detail }));
}

/** Runs every check over `schemas` (default: the app schemas) and returns all findings. */
export async function runSecurityAdvisor(
  db: Queryable,
  schemas?: string[],
): Promise<AdvisorFinding[]> {
  const inspected = schemas ?? (await listAppSchemas(db));
  const findings: AdvisorFinding[] = [];
  for (const check of advisorChecks) findings.push(...(await runCheck(db, check, inspected)));
  return findings;
}
