import type pg from 'pg';

/**
 * A query of a table's rows, each as JSON, in an order that loads: a reply after the comment it
 * answers (its foreign key points at the same table), by depth in the thread.
 */
const SELF_REFERENCING: Record<string, string> = {
  comments: `with recursive thread as (
      select id, 0 as depth from public.comments where parent_id is null
      union all
      select c.id, thread.depth + 1 from public.comments c join thread on c.parent_id = thread.id
    )
    select to_jsonb(c) as row from public.comments c join thread using (id)
     order by thread.depth, c.created_at, c.id`,
};

export async function rowsQueryFor(
  db: Pick<pg.ClientBase, 'query'>,
  table: string,
): Promise<string> {
  const known = SELF_REFERENCING[table];
  if (known) return known;
  const { rows } = await db.query<{ self: boolean; name: string }>(
    `select exists (
              select 1 from pg_constraint k
               where k.contype = 'f' and k.conrelid = k.confrelid
                 and k.conrelid = format('public.%I', $1::text)::regclass
            ) as self,
            format('public.%I', $1::text) as name`,
    [table],
  );
  if (rows[0]?.self)
    throw new Error(`public.${table} references itself: give it a row order in row-order.query.ts`);
  return `select to_jsonb(t) as row from ${rows[0]?.name ?? table} t`;
}
