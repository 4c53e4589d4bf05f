import type pg from 'pg';

/**
 * The tables of schema `public`, each after the tables its foreign keys point at, so rows load
 * with every constraint checked. A reference to the table itself is left to the row order.
 */
export async function publicTablesInLoadOrder(db: Pick<pg.ClientBase, 'query'>): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const { rows: edges } = await db.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace cn on cn.oid = c.relnamespace
       join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public'
        and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string): void => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`foreign keys form a cycle through public.${name}`);
    visiting.add(name);
    for (const edge of edges) if (edge.child === name) visit(edge.parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name);
  return ordered;
}
