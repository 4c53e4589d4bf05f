import type pg from 'pg';

/**
 * Runs `sql` inside the caller's open transaction, as `role` when given, then back as the session
 * user so the caller's own bookkeeping is not limited by that role's rights.
 */
export async function runAsRole(
  client: pg.PoolClient,
  role: string | undefined,
  sql: string,
): Promise<void> {
  if (!role) {
    await client.query(sql);
    return;
  }
  const { rows } = await client.query<{ sql: string }>(
    'select format($$set local role %I$$, $1::text) as sql',
    [role],
  );
  if (!rows[0]) throw new Error(`could not build the set role statement for ${role}`);
  await client.query(rows[0].sql);
  await client.query(sql);
  await client.query('reset role');
}
