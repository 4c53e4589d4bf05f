// A stand-in for the supabase-js client in component tests: every table request is answered by the
// test's `respond` function, RPCs by `rpc`, and realtime handlers can be fired by hand.

export interface RecordedCall {
  method: string;
  args: unknown[];
}

export interface FakeRequest {
  table: string;
  calls: RecordedCall[];
  /** How the chain ended: `.single()`, `.maybeSingle()`, or awaited as a list. */
  terminal: 'single' | 'maybeSingle' | 'many';
}

export interface FakeResult {
  data: unknown;
  error: { message: string; code?: string } | null;
}

type RealtimeHandler = (payload: unknown) => void;

/** The value a request filtered with `.eq(column, value)`, if it did. */
export function eqValue(request: FakeRequest, column: string): unknown {
  return request.calls.find((call) => call.method === 'eq' && call.args[0] === column)?.args[1];
}

/** Whether the chain called `method` (insert, update, delete, select, ...). */
export function called(request: FakeRequest, method: string): RecordedCall | undefined {
  return request.calls.find((call) => call.method === method);
}

export const NO_ROWS: FakeResult = {
  data: null,
  error: { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' },
};

export function createFakeSupabase(options: {
  respond: (request: FakeRequest) => FakeResult;
  rpc?: (name: string, args: Record<string, unknown>) => FakeResult;
}) {
  const requests: FakeRequest[] = [];
  const realtimeHandlers: RealtimeHandler[] = [];
  const realtimeFilters: unknown[] = [];

  const from = (table: string) => {
    const calls: RecordedCall[] = [];
    const run = (terminal: FakeRequest['terminal']) => {
      const request = { table, calls, terminal };
      requests.push(request);
      return Promise.resolve(options.respond(request));
    };
    const chain: Record<string | symbol, unknown> = new Proxy(
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
            calls.push({ method: String(property), args });
            return chain;
          };
        },
      },
    );
    return chain;
  };

  const channel = {
    on: (_type: string, filter: unknown, handler: RealtimeHandler) => {
      realtimeFilters.push(filter);
      realtimeHandlers.push(handler);
      return channel;
    },
    subscribe: () => channel,
  };

  const client = {
    from: jest.fn(from),
    rpc: jest.fn(async (name: string, args: Record<string, unknown>) =>
      options.rpc ? options.rpc(name, args) : { data: null, error: { message: `no rpc ${name}` } },
    ),
    channel: jest.fn(() => channel),
    removeChannel: jest.fn(async () => 'ok'),
    auth: { getSession: jest.fn(async () => ({ data: { session: null }, error: null })) },
  };

  return {
    client,
    requests,
    /** Fires every registered realtime handler, as a change on a watched table would. */
    emitRealtime: (payload: unknown = {}) =>
      realtimeHandlers.forEach((handler) => handler(payload)),
    /** The postgres_changes filters subscribed to so far. */
    realtimeFilters,
    requestsTo: (table: string) => requests.filter((request) => request.table === table),
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
