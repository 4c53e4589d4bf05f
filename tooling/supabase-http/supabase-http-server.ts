// One HTTP-level fake backend for a test file: msw answers what the real supabase-js client (made by
// shared-core's `initSupabase`, pointed at a test URL) sends, and serves the realtime websocket. A
// request nothing answers fails the test. Handlers a test adds with `server.use`, the request log,
// the joined channels and the stored session are reset after each test.
import type { RequestHandler, WebSocketHandler } from 'msw';
import { setupServer } from 'msw/node';
import { initSupabase } from '@likegripe/shared-core';
import { AUTH_STORAGE_KEY } from './gotrue-auth';
import { realtimeSocket } from './realtime-socket';
import { RequestLog } from './request-log';
import { SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_URL } from './test-backend-url';

export function setupSupabaseHttp(...handlers: Array<RequestHandler | WebSocketHandler>) {
  const realtime = realtimeSocket();
  const server = setupServer(realtime.handler, ...handlers);
  const requests = new RequestLog();
  server.events.on('request:start', ({ request }) => requests.record(request));

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // After listen: the realtime client takes the WebSocket class when it is made, and only
    // msw's stands in for the server.
    initSupabase({ supabaseUrl: SUPABASE_TEST_URL, supabaseAnonKey: SUPABASE_TEST_ANON_KEY });
  });
  afterEach(() => {
    server.resetHandlers();
    requests.clear();
    realtime.reset();
    localStorage.removeItem(AUTH_STORAGE_KEY);
  });
  afterAll(() => server.close());
  return { server, requests, realtime };
}
