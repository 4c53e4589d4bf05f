import type pg from 'pg';
import type { TableShape } from './rows-insert.sql-writer.ts';

/**
 * The stored (not generated) columns of `schema.table` and its primary key; `only` keeps the
 * columns a hosted table also has, in that order.
 */
export async function readTableShape(
  db: Pick<pg.ClientBase, 'query'>,
  schema: string,
  table: string,
  only?: readonly string[],
): Promise<TableShape> {
  const { rows } = await db.query<{ name: string; is_key: boolean }>(
    `select a.attname as name,
            coalesce(a.attnum = any (k.conkey), false) as is_key
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
      where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by a.attnum`,
    [schema, table],
  );
  if (rows.length === 0) throw new Error(`table ${schema}.${table} not found`);
  const stored = rows.map((r) => r.name);
  const columns = only ? only.filter((column) => stored.includes(column)) : stored;
  const { rows: quoted } = await db.query<{ name: string }>(
    'select format($$%I.%I$$, $1::text, $2::text) as name',
    [schema, table],
  );
  return {
    qualifiedName: quoted[0]?.name ?? `${schema}.${table}`,
    columns,
    keyColumns: rows.filter((r) => r.is_key).map((r) => r.name),
  };
}
