import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestStack } from './test-stack.ts';

/** What arrived, in order; `next()` waits for the next one. */
export class Inbox<T> {
  readonly items: T[] = [];
  private readonly waiters: Array<(item: T) => void> = [];
  push = (item: T) => {
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  };
  next(): Promise<T> {
    const item = this.items.shift();
    return item !== undefined
      ? Promise.resolve(item)
      : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export type Received = {
  type: string;
  event: string;
  payload: unknown;
  meta?: { id?: string; replayed?: boolean };
};

export interface Probe {
  channel: RealtimeChannel;
  broadcasts: Inbox<Received>;
  system: Inbox<Record<string, unknown>>;
  /** Every status the subscribe callback reported, in order. */
  statuses: string[];
  /** Resolves once the channel is closed (by the server or by leaving). */
  closed: Promise<void>;
  /** The join's error, or null once subscribed. */
  error: Error | null;
}

/** Joins `name` through supabase-js with the given `config`, collecting what the channel gets. */
export async function joinChannel(
  client: SupabaseClient,
  name: string,
  config: Record<string, unknown>,
): Promise<Probe> {
  const broadcasts = new Inbox<Received>();
  const system = new Inbox<Record<string, unknown>>();
  const statuses: string[] = [];
  const channel = client
    .channel(name, { config })
    .on('broadcast', { event: '*' }, (message) => broadcasts.push(message as Received))
    .on('system', {}, (message: Record<string, unknown>) => system.push(message));
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const error = await new Promise<Error | null>((resolve) =>
    channel.subscribe((status, err) => {
      statuses.push(status);
      if (status === 'CLOSED') markClosed();
      else if (status === 'SUBSCRIBED') resolve(null);
      else resolve(err ?? new Error(status));
    }),
  );
  return { channel, broadcasts, system, statuses, closed, error };
}

/**
 * A client whose realtime token is whatever `token()` returns (supabase-js' `accessToken` option):
 * `client.realtime.setAuth()` sends the current one to every joined channel. A client without a
 * session would send its anon key after each join instead.
 */
export function tokenClient(stack: TestStack, token: () => string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    accessToken: async () => token(),
    realtime: { transport: WebSocket as never },
  });
}

/** A raw vsn 2.0.0 (or 1.0.0) socket, for what supabase-js does not let a client send. */
export async function openRawSocket(stack: TestStack, vsn: '1.0.0' | '2.0.0' = '2.0.0') {
  const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=${vsn}`;
  const socket = new WebSocket(url);
  const frames = new Inbox<{ binary: boolean; data: Buffer }>();
  socket.on('message', (data, isBinary) =>
    frames.push({ binary: isBinary, data: Buffer.from(data as Buffer) }),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    send: (frame: unknown) => socket.send(JSON.stringify(frame)),
    /** The next text frame, parsed. */
    nextJson: async (): Promise<unknown> => {
      for (;;) {
        const frame = await frames.next();
        if (!frame.binary) return JSON.parse(frame.data.toString('utf8')) as unknown;
      }
    },
    frames,
    close: () => socket.close(),
  };
}
