import pg from 'pg';

/** One row change as the `realtime.broadcast_change()` trigger sends it. */
export interface RowChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  /** Set when the row was too big for NOTIFY and only its primary key came along. */
  truncated?: boolean;
}

export interface ChangeFeedHandlers {
  onChange(change: RowChange): void;
  onSchemaChange(): void;
  /** A row committed to `realtime.messages` (its id). */
  onMessage(id: string): void;
}

const reconnectDelayMs = 1000;

/** A dedicated LISTEN connection (a pool would hand it out); reconnects after the server drops it. */
export class ChangeFeedListener {
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly handlers: ChangeFeedHandlers,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.dispatch(message));
    client.on('error', () => this.scheduleReconnect(client));
    client.on('end', () => this.scheduleReconnect(client));
    await client.connect();
    await client.query('listen realtime_changes; listen realtime_schema; listen realtime_messages');
    this.client = client;
    // Anything may have changed while the connection was down.
    this.handlers.onSchemaChange();
  }

  private dispatch(message: pg.Notification): void {
    if (message.channel === 'realtime_schema') {
      this.handlers.onSchemaChange();
      return;
    }
    if (message.channel === 'realtime_messages' && message.payload) {
      this.handlers.onMessage(message.payload);
      return;
    }
    if (message.channel !== 'realtime_changes' || !message.payload) return;
    this.handlers.onChange(JSON.parse(message.payload) as RowChange);
  }

  private scheduleReconnect(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    const attempt = () => {
      this.reconnectTimer = null;
      if (this.closed) return;
      this.start().catch(() => {
        this.reconnectTimer = setTimeout(attempt, reconnectDelayMs);
      });
    };
    this.reconnectTimer = setTimeout(attempt, reconnectDelayMs);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
