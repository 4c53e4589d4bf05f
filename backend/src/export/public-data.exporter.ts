import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type pg from 'pg';
import { publicTablesInLoadOrder } from './public-table-order.query.ts';
import { rowsInsertStatement } from './rows-insert.sql-writer.ts';
import { rowsQueryFor } from './row-order.query.ts';
import { readTableShape } from './table-shape.query.ts';

const BATCH_ROWS = 1000;

/** Writes a line and waits when the file's buffer is full, so a large table streams through. */
async function writeLine(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes `public-data.sql`: every row of schema `public`, parents before children, with the
 * tables' own triggers off while they load (the counters, the authors copied onto posts, the
 * comment words and the notifications come over as they are instead of being counted or sent
 * again). Turning a table's user triggers off needs only its ownership, which the role that ran
 * the migrations has; `session_replication_role` would need a superuser. Returns rows per table.
 * Runs inside the caller's transaction, whose snapshot every table is read from.
 */
export async function exportPublicData(
  client: pg.ClientBase,
  file: string,
): Promise<Record<string, number>> {
  const tables = await publicTablesInLoadOrder(client);
  const shapes = [];
  for (const table of tables) shapes.push(await readTableShape(client, 'public', table));
  const counts: Record<string, number> = {};
  const out = createWriteStream(file);
  try {
    await writeLine(
      out,
      '-- Like and Gripe: the rows of schema public. Load after auth-users.sql.\n',
    );
    await writeLine(out, '\\set ON_ERROR_STOP on\nbegin;\n');
    for (const shape of shapes)
      await writeLine(out, `alter table ${shape.qualifiedName} disable trigger user;\n`);
    for (const [index, table] of tables.entries()) {
      const shape = shapes[index];
      if (!shape) continue;
      counts[table] = 0;
      await client.query(
        `declare export_rows no scroll cursor for ${await rowsQueryFor(client, table)}`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: unknown }>(
          `fetch ${BATCH_ROWS} from export_rows`,
        );
        if (rows.length === 0) break;
        counts[table] += rows.length;
        await writeLine(
          out,
          rowsInsertStatement(
            shape,
            rows.map((r) => r.row),
          ),
        );
      }
      await client.query('close export_rows');
    }
    for (const shape of shapes)
      await writeLine(out, `alter table ${shape.qualifiedName} enable trigger user;\n`);
    await writeLine(out, 'commit;\n');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return counts;
}
