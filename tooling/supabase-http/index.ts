// `@likegripe/tooling/supabase-http`: the tests' fake Supabase backend at the HTTP level (msw).
export { setupSupabaseHttp } from './supabase-http-server';
export {
  postgrestTable,
  postgrestError,
  noSingleRow,
  rowsResponse,
  type PostgrestErrorBody,
} from './postgrest-table';
export { postgrestRpc, type RpcArgs } from './postgrest-rpc';
export { mentionedMembersRpc } from './mentioned-members-rpc';
export {
  AUTH_STORAGE_KEY,
  authError,
  authSession,
  authUser,
  gotrueHandlers,
  storeAuthSession,
  testAccessToken,
  unreachable,
  type TestUser,
} from './gotrue-auth';
export { FAKE_QR_SVG, FAKE_TOTP_SECRET, fakeMfaBackend, type FakeFactor } from './gotrue-mfa';
export { realtimeSocket, type DatabaseChange, type RealtimeSocket } from './realtime-socket';
export type { LoggedRequest, RequestLog } from './request-log';
export { SUPABASE_TEST_URL, authUrl, restUrl } from './test-backend-url';
