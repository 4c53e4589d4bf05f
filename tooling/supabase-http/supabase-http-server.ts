// One HTTP-level fake backend for a test file: msw answers what the real supabase-js client (made by
// shared-core's `initSupabase`, pointed at a test URL) sends. A request nothing answers fails the
// test. Handlers a test adds with `server.use` and the request log are reset after each test.
import type { RequestHandler, WebSocketHandler } from 'msw';
import { setupServer } from 'msw/node';
import { initSupabase } from '@likegripe/shared-core';
import { AUTH_STORAGE_KEY } from './gotrue-auth';
import { RequestLog } from './request-log';
import { SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_URL } from './test-backend-url';

export function setupSupabaseHttp(...handlers: Array<RequestHandler | WebSocketHandler>) {
  const server = setupServer(...handlers);
  const requests = new RequestLog();
  server.events.on('request:start', ({ request }) => requests.record(request));
  initSupabase({ supabaseUrl: SUPABASE_TEST_URL, supabaseAnonKey: SUPABASE_TEST_ANON_KEY });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.clear();
    localStorage.removeItem(AUTH_STORAGE_KEY);
  });
  afterAll(() => server.close());
  return { server, requests };
}
