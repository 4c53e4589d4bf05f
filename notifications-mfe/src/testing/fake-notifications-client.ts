// A stand-in for the supabase-js calls of the bell: the notifications and comments tables (with the
// exact unread count) and one realtime channel whose changes a test can push.
import type { AppNotification } from '../lib/notification.types';

type Filter = [column: string, value: unknown];

export interface RecordedUpdate {
  table: string;
  values: unknown;
  filters: Filter[];
}

export interface LiveChange {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new: Partial<AppNotification>;
  old: Partial<AppNotification>;
}

/**
 * `rows` is what the list query answers; the unread count answers `server.unreadTotal`, by default
 * the unread rows among them, and a test may change it to stand for rows the list does not show.
 * While `server.held` is a promise, every answer waits for it (a slow network).
 */
export function createFakeNotificationsClient(rows: AppNotification[], commentPostId = 'p9') {
  const server = {
    unreadTotal: rows.filter((row) => !row.read).length,
    countRequests: 0,
    held: null as Promise<void> | null,
  };
  const updates: RecordedUpdate[] = [];
  const channelFilters: unknown[] = [];
  let listener: ((change: LiveChange) => void) | null = null;

  const builder = (table: string) => {
    let values: unknown;
    let counting = false;
    const filters: Filter[] = [];
    const result = () => {
      if (values !== undefined) {
        updates.push({ table, values, filters });
        return { data: null, error: null };
      }
      if (counting) {
        server.countRequests += 1;
        const unreadOnly = filters.some(([column, value]) => column === 'read' && value === false);
        return { data: null, count: unreadOnly ? server.unreadTotal : rows.length, error: null };
      }
      if (table === 'comments') return { data: { post_id: commentPostId }, error: null };
      return { data: rows, error: null };
    };
    const chain = {
      select: (_columns?: string, options?: { count?: string; head?: boolean }) => {
        counting = options?.count === 'exact' && options.head === true;
        return chain;
      },
      order: () => chain,
      limit: () => chain,
      single: () => chain,
      update: (next: unknown) => {
        values = next;
        return chain;
      },
      eq: (column: string, value: unknown) => {
        filters.push([column, value]);
        return chain;
      },
      then: <T>(resolve: (value: ReturnType<typeof result>) => T) =>
        Promise.resolve(server.held).then(result).then(resolve),
    };
    return chain;
  };

  const channel = {
    on: (_type: string, filter: unknown, callback: (change: LiveChange) => void) => {
      channelFilters.push(filter);
      listener = callback;
      return channel;
    },
    subscribe: (callback?: (status: string) => void) => {
      callback?.('SUBSCRIBED');
      return channel;
    },
  };

  return {
    client: {
      from: jest.fn(builder),
      channel: jest.fn(() => channel),
      removeChannel: jest.fn(async () => 'ok'),
    },
    server,
    updates,
    channelFilters,
    /** Delivers a change as the realtime server would. */
    push(change: LiveChange) {
      if (!listener) throw new Error('nobody subscribed to the channel');
      listener(change);
    },
  };
}
