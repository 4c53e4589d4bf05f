import type pg from 'pg';
import type { BroadcastHub } from './broadcast.hub.ts';
import { topicKeyOf } from './realtime-channel.ts';

interface MessageRow {
  id: string;
  topic: string;
  event: string | null;
  payload: unknown;
  binary_payload: Buffer | null;
  private: boolean | null;
}

/**
 * Broadcast from the database: each committed row of `realtime.messages` (`realtime.send`,
 * `realtime.send_binary`, `realtime.broadcast_changes`) goes to its topic as Realtime sends it, a user broadcast whose
 * metadata carries the message id. Rows go out one at a time, in commit order.
 */
export class DatabaseBroadcastRelay {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly hub: BroadcastHub,
    private readonly onError: (error: unknown) => void,
  ) {}

  enqueue(id: string): void {
    this.queue = this.queue
      .then(() => this.relay(id))
      .catch((error: unknown) => this.onError(error));
  }

  idle(): Promise<void> {
    return this.queue;
  }

  private async relay(id: string): Promise<void> {
    const { rows } = await this.pool.query<MessageRow>(
      `select id::text, topic, event, payload, binary_payload, private
         from realtime.messages where id::text = $1`,
      [id],
    );
    const row = rows[0];
    // Realtime skips a message without an event or a payload; a binary payload wins over JSON.
    if (!row || row.event === null) return;
    const binary = row.binary_payload !== null;
    if (!binary && row.payload === null) return;
    this.hub.publish(topicKeyOf(row.topic, row.private !== false), {
      kind: 'user',
      message: {
        event: row.event,
        encoding: binary ? 'binary' : 'json',
        payload: row.binary_payload ?? Buffer.from(JSON.stringify(row.payload)),
        metadata: { id: row.id },
      },
    });
  }
}
