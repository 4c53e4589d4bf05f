import type pg from 'pg';
import type { SubscriberClaims } from './access-token.verifier.ts';

/**
 * Asks row-level security, as each subscriber, whether it may select the row version a change carried
 * (the old row of a DELETE). `realtime.check_change` stages that version and undoes it again, and
 * asks for all subscribers in one round trip.
 */
export async function checkRowVisibility(
  pool: pg.Pool,
  target: { schema: string; table: string },
  row: Record<string, unknown>,
  claimSets: SubscriberClaims[],
): Promise<boolean[]> {
  if (claimSets.length === 0) return [];
  const relation = `"${target.schema.replaceAll('"', '""')}"."${target.table.replaceAll('"', '""')}"`;
  const { rows } = await pool.query<{ visible: boolean[] | null }>(
    'select realtime.check_change($1::regclass, $2, $3::jsonb[]) as visible',
    [relation, row, claimSets.map((claims) => JSON.stringify(claims.raw))],
  );
  return rows[0]?.visible ?? claimSets.map(() => false);
}

/** Reads a row that was too large to travel in the notification, by its primary key. */
export async function readRow(
  pool: pg.Pool,
  target: { schema: string; table: string },
  key: Record<string, unknown>,
  primaryKey: string[],
): Promise<Record<string, unknown> | null> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const relation = `${quote(target.schema)}.${quote(target.table)}`;
  const match = primaryKey.map((column) => `t.${quote(column)} = r.${quote(column)}`).join(' and ');
  const { rows } = await pool.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(t) as row from ${relation} t, jsonb_populate_record(null::${relation}, $1) r where ${match}`,
    [key],
  );
  return rows[0]?.row ?? null;
}
