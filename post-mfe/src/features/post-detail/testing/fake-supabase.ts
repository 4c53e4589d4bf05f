// A stand-in for the supabase-js client in component tests: every table request is recorded and
// answered by the test's `respond` function, so a test sees exactly which calls a screen makes.
// Realtime channels are fake-channels.ts's.

import { createFakeChannels } from './fake-channels';

export interface FakeRequest {
  /** The table or view, or `rpc:<function>` for a database function call. */
  table: string;
  /** Every chained call in order, e.g. ['select', '*'], ['eq', 'id', '…']. */
  calls: [string, ...unknown[]][];
  /** How the chain ended: `.single()`, `.maybeSingle()`, or awaited as a list. */
  terminal: 'single' | 'maybeSingle' | 'many';
}

export interface FakeResult {
  data: unknown;
  error: { message: string; code?: string } | null;
}

/** The value of `.eq(column, value)` in a request, if it filtered on that column. */
export function eqValue(request: FakeRequest, column: string): unknown {
  return request.calls.find(([method, first]) => method === 'eq' && first === column)?.[2];
}

/** The arguments of the first `method(...)` call in a request, if any. */
export function callArgs(request: FakeRequest, method: string): unknown[] | undefined {
  return request.calls.find(([name]) => name === method)?.slice(1);
}

export function createFakeSupabase(respond: (request: FakeRequest) => FakeResult) {
  const requests: FakeRequest[] = [];

  const from = (table: string) => {
    const calls: FakeRequest['calls'] = [];
    const run = (terminal: FakeRequest['terminal']) => {
      const request = { table, calls, terminal };
      requests.push(request);
      return Promise.resolve(respond(request));
    };
    const chain: object = new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'then') {
            return (
              resolve: (value: FakeResult) => unknown,
              reject: (reason: unknown) => unknown,
            ) => run('many').then(resolve, reject);
          }
          if (property === 'single' || property === 'maybeSingle') return () => run(property);
          return (...args: unknown[]) => {
            calls.push([String(property), ...args]);
            return chain;
          };
        },
      },
    );
    return chain;
  };

  const rpc = (name: string, args: unknown, options?: unknown) => {
    const call: FakeRequest['calls'][number] =
      options === undefined ? ['rpc', args] : ['rpc', args, options];
    const request: FakeRequest = { table: `rpc:${name}`, calls: [call], terminal: 'many' };
    requests.push(request);
    return Promise.resolve(respond(request));
  };

  const channels = createFakeChannels();

  return {
    client: {
      from: jest.fn(from),
      rpc: jest.fn(rpc),
      channel: channels.channel,
      removeChannel: channels.removeChannel,
      // Nobody's session is at hand: what needs one (a removal sent as the page goes) is not made.
      auth: { getSession: async () => ({ data: { session: null }, error: null }) },
    },
    requests,
    channels,
    /** The requests that wrote (insert, upsert or delete) to a table. */
    writesTo: (table: string, method: 'insert' | 'upsert' | 'delete') =>
      requests.filter((request) => request.table === table && callArgs(request, method)),
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
