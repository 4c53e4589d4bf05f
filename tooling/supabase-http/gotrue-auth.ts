// The auth service as supabase-js's auth client calls it (`/auth/v1/...`), and the session it keeps
// in localStorage. By default every call succeeds; a test overrides one with `server.use(...)`.
import { http, HttpResponse } from 'msw';
import { authUrl, SUPABASE_TEST_URL } from './test-backend-url';

/** Where supabase-js keeps the session for the test URL (`sb-<first label of the host>-auth-token`). */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_TEST_URL).hostname.split('.')[0]}-auth-token`;

export interface TestUser {
  id: string;
  email: string;
}

export function authUser({ id, email }: TestUser) {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: '2026-12-01T00:00:00Z',
  };
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * An access token shaped as the auth service's (unsigned: nothing here checks it). supabase-js
 * reads its `aal` for `mfa.getAuthenticatorAssuranceLevel`.
 */
export function testAccessToken(user: TestUser, aal: 'aal1' | 'aal2' = 'aal1') {
  const claims = { sub: user.id, email: user.email, role: 'authenticated', aal };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.${base64Url({ signatureOf: user.id })}`;
}

export function authSession(user: TestUser, aal: 'aal1' | 'aal2' = 'aal1') {
  return {
    access_token: testAccessToken(user, aal),
    refresh_token: `refresh-token-of-${user.id}`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: authUser(user),
  };
}

/** Puts a signed-in session where supabase-js looks for it, as a sign-in would have. */
export function storeAuthSession(user: TestUser) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(authSession(user)));
}

/** An error as the auth service sends it; supabase-js makes an AuthApiError of it. */
export function authError(status: number, message: string, errorCode?: string) {
  return HttpResponse.json({ code: status, error_code: errorCode, msg: message }, { status });
}

/** A request that never reaches the server (offline, DNS, CORS): fetch itself rejects. */
export const unreachable = () => HttpResponse.error();

const someone: TestUser = { id: 'u1', email: 'member@example.com' };

/** Every auth call succeeds: sign-in, sign-up (a confirmation mail), resend, recover, user update. */
export const gotrueHandlers = [
  http.post(authUrl('token'), async ({ request }) => {
    const { email } = (await request.json()) as { email?: string };
    return HttpResponse.json(authSession({ ...someone, email: email ?? someone.email }));
  }),
  // With confirmations on, sign-up answers the new user without a session.
  http.post(authUrl('signup'), async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    return HttpResponse.json(authUser({ id: 'new-user', email }));
  }),
  http.post(authUrl('resend'), () => HttpResponse.json({})),
  http.post(authUrl('recover'), () => HttpResponse.json({})),
  http.get(authUrl('user'), () => HttpResponse.json(authUser(someone))),
  http.put(authUrl('user'), () => HttpResponse.json(authUser(someone))),
  http.post(authUrl('logout'), () => new HttpResponse(null, { status: 204 })),
];
