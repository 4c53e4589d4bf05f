/** One table's columns as the export writes them: what to insert and what identifies a row. */
export interface TableShape {
  /** Schema-qualified and quoted, e.g. `public.posts`. */
  qualifiedName: string;
  columns: string[];
  keyColumns: string[];
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** `text` as a dollar-quoted literal whose tag does not occur in it, so it needs no escaping. */
export function dollarQuoted(text: string): string {
  let tag = '$rows$';
  for (let n = 1; text.includes(tag); n += 1) tag = `$rows${n}$`;
  return `${tag}${text}${tag}`;
}

/**
 * An INSERT of `rows` (each a row as JSON) that psql can run as a plain role: the rows travel as
 * one JSON array turned back into the table's row type, so every type round-trips without a
 * per-type literal writer; a row already there is updated (or kept), so a load can be run again.
 */
export function rowsInsertStatement(
  table: TableShape,
  rows: unknown[],
  onExisting: 'update' | 'keep' = 'update',
): string {
  const columns = table.columns.map(quoteIdent).join(', ');
  const updated = table.columns.filter((column) => !table.keyColumns.includes(column));
  const onConflict =
    table.keyColumns.length === 0
      ? ''
      : ` on conflict (${table.keyColumns.map(quoteIdent).join(', ')}) do ` +
        (updated.length === 0 || onExisting === 'keep'
          ? 'nothing'
          : `update set ${updated.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`);
  return (
    `insert into ${table.qualifiedName} (${columns})\n` +
    `select ${columns} from jsonb_populate_recordset(null::${table.qualifiedName}, ${dollarQuoted(JSON.stringify(rows))})` +
    `${onConflict};\n`
  );
}
