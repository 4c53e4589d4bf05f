import pg from 'pg';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** A signed-in caller's token; `aal2` for a moderator, whose powers need a two-factor session. */
export type Caller =
  { role: 'anon' } | { role: 'authenticated'; userId: string; aal?: 'aal1' | 'aal2' };

export interface Traced<Row> {
  rows: Row[];
  /** Every plan node of every statement the call ran, nested ones included. */
  nodes: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

/**
 * Runs `sql` as `caller` in a transaction that is rolled back, with auto_explain logging the plan of
 * every statement (the functions' own ones too) to this connection as notices. `settings` are set
 * for that transaction (for example `plan_cache_mode`).
 */
export async function traced<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  caller: Caller,
  sql: string,
  params: unknown[],
  settings: Record<string, string> = {},
): Promise<Traced<Row>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const nodes: PlanNode[] = [];
  client.on('notice', (notice) => {
    const json = /plan:\s*(\{[\s\S]*\})\s*$/.exec(notice.message ?? '')?.[1];
    if (!json) return;
    const logged = JSON.parse(json) as { Plan: PlanNode };
    nodes.push(...flatten(logged.Plan));
  });
  try {
    await client.query('begin');
    await client.query(`load 'auto_explain'`);
    await client.query(`set local auto_explain.log_min_duration = 0`);
    await client.query(`set local auto_explain.log_nested_statements = on`);
    await client.query(`set local auto_explain.log_format = json`);
    await client.query(`set local auto_explain.log_level = notice`);
    for (const [name, value] of Object.entries(settings)) {
      await client.query('select set_config($1, $2, true)', [name, value]);
    }
    if (caller.role === 'authenticated') {
      await client.query(
        `select set_config('request.jwt.claims', json_build_object('sub', $1::text, 'role', 'authenticated', 'aal', $2::text)::text, true)`,
        [caller.userId, caller.aal ?? 'aal1'],
      );
      await client.query('set local role authenticated');
    } else {
      await client.query('set local role anon');
    }
    const { rows } = await client.query<Row>(sql, params);
    await client.query('rollback');
    return { rows, nodes };
  } finally {
    await client.end();
  }
}
