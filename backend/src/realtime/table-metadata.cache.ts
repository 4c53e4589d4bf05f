import type pg from 'pg';

export interface TableMetadata {
  /** `columns` of the push: name and type as pgoutput names them (`int8`, `uuid`, `_text`, …). */
  columns: Array<{ name: string; type: string }>;
  primaryKey: string[];
  /** Without REPLICA IDENTITY FULL, Supabase sends only the primary key in `old_record`. */
  replicaIdentityFull: boolean;
}

/** Column lists per table, dropped whenever the database reports DDL. */
export class TableMetadataCache {
  private readonly tables = new Map<string, Promise<TableMetadata>>();

  constructor(private readonly pool: pg.Pool) {}

  clear(): void {
    this.tables.clear();
  }

  get(schema: string, table: string): Promise<TableMetadata> {
    const key = `${schema}.${table}`;
    let metadata = this.tables.get(key);
    if (!metadata) {
      metadata = this.load(schema, table);
      metadata.catch(() => this.tables.delete(key));
      this.tables.set(key, metadata);
    }
    return metadata;
  }

  private async load(schema: string, table: string): Promise<TableMetadata> {
    const { rows } = await this.pool.query<{
      name: string;
      type: string;
      is_key: boolean;
      full: boolean;
    }>(
      `select a.attname as name, t.typname as type,
              exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)) as is_key,
              c.relreplident = 'f' as full
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
        where n.nspname = $1 and c.relname = $2
        order by a.attnum`,
      [schema, table],
    );
    return {
      columns: rows.map(({ name, type }) => ({ name, type })),
      primaryKey: rows.filter((row) => row.is_key).map((row) => row.name),
      replicaIdentityFull: rows[0]?.full ?? false,
    };
  }
}
