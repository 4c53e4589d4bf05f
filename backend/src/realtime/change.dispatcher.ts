import type pg from 'pg';
import type { SubscriberClaims } from './access-token.verifier.ts';
import type { RowChange } from './change-feed.listener.ts';
import { rowMatchesFilter } from './postgres-binding.ts';
import type { ChannelRegistry, RealtimeChannel } from './realtime-channel.ts';
import { checkRowVisibility, readRow } from './row-visibility.checker.ts';
import type { TableMetadata, TableMetadataCache } from './table-metadata.cache.ts';

type Row = Record<string, unknown>;

function pickColumns(row: Row | null, columns: string[]): Row | null {
  if (!row) return null;
  return Object.fromEntries(
    columns.filter((column) => column in row).map((column) => [column, row[column]]),
  );
}

/** The `data` of a postgres_changes push (supabase/realtime message_dispatcher.ex). */
function pushData(change: RowChange, record: Row | null, metadata: TableMetadata): Row {
  const data: Row = {
    schema: change.schema,
    table: change.table,
    type: change.type,
    commit_timestamp: change.commit_timestamp,
    columns: metadata.columns,
  };
  if (change.type !== 'DELETE') data.record = record;
  if (change.type !== 'INSERT') {
    data.old_record = metadata.replicaIdentityFull
      ? change.old_record
      : pickColumns(change.old_record, metadata.primaryKey);
  }
  data.errors = null;
  return data;
}

/**
 * Delivers each change, in commit order, to the channels whose bindings and filters match and whose
 * subscriber may read the row under RLS. A DELETE is checked against the old row, put back for the
 * moment of the check, so a subscriber hears only of deletions of rows it could see (Supabase itself
 * sends deletions unchecked; we chose the stricter rule).
 */
export class ChangeDispatcher {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly registry: ChannelRegistry,
    private readonly metadata: TableMetadataCache,
    private readonly onError: (error: unknown) => void,
  ) {}

  enqueue(change: RowChange): void {
    this.queue = this.queue
      .then(() => this.deliver(change))
      .catch((error: unknown) => this.onError(error));
  }

  /** Resolves once every change enqueued so far is handled. */
  idle(): Promise<void> {
    return this.queue;
  }

  private matchingChannels(
    change: RowChange,
    row: Row | null,
  ): Array<{ channel: RealtimeChannel; ids: number[] }> {
    const matches: Array<{ channel: RealtimeChannel; ids: number[] }> = [];
    const nowSeconds = Date.now() / 1000;
    for (const channel of [...this.registry.all()]) {
      const ids = channel.bindings
        .filter((binding) => binding.schema === change.schema && binding.table === change.table)
        .filter((binding) => binding.event === '*' || binding.event === change.type)
        .filter((binding) => rowMatchesFilter(row, binding.filter))
        .map((binding) => binding.id);
      if (ids.length === 0) continue;
      if (channel.claims.exp <= nowSeconds) {
        channel.shutdown(
          `Token has expired ${Math.floor(nowSeconds - channel.claims.exp)} seconds ago`,
        );
        continue;
      }
      matches.push({ channel, ids: [...new Set(ids)] });
    }
    return matches;
  }

  private async deliver(change: RowChange): Promise<void> {
    const metadata = await this.metadata.get(change.schema, change.table);
    let record = change.record;
    if (change.truncated && record) {
      record = await readRow(this.pool, change, record, metadata.primaryKey);
      if (!record) return;
    }
    const row = change.type === 'DELETE' ? change.old_record : record;
    const matches = this.matchingChannels(change, row);
    if (matches.length === 0 || !row) return;

    const claimSets = new Map<string, SubscriberClaims>();
    for (const { channel } of matches)
      claimSets.set(JSON.stringify(channel.claims.raw), channel.claims);
    // Sorted by role: the per-table check re-plans its query only when the role changes.
    const distinct = [...claimSets.entries()].sort(([, a], [, b]) => a.role.localeCompare(b.role));
    // A truncated DELETE has only the key left, too little to put the row back: only bypassrls roles hear it.
    const visible =
      change.type === 'DELETE' && change.truncated
        ? distinct.map(([, claims]) => claims.role === 'service_role')
        : await checkRowVisibility(
            this.pool,
            change,
            row,
            distinct.map(([, claims]) => claims),
          );
    const allowed = new Set(distinct.filter((_, index) => visible[index]).map(([key]) => key));

    const data = pushData(change, record, metadata);
    for (const { channel, ids } of matches) {
      if (!allowed.has(JSON.stringify(channel.claims.raw))) continue;
      channel.send({
        joinRef: null,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: { ids, data },
      });
    }
  }
}
