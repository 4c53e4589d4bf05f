// Calls to the auth admin API as supabase-js and raw HTTP make them, and what the tests compare.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestStack } from './test-stack.ts';
import { uniqueUsername } from './test-users.ts';

export const PASSWORD = 'admin-made-passphrase';

/** A supabase-js client whose admin calls carry `token` instead of the service_role key. */
export function clientWithToken(stack: TestStack, token: string): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as never },
  });
}

/** A raw call to the auth service, for what supabase-js checks before sending or does not expose. */
export async function authFetch(
  stack: TestStack,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { apikey: stack.anonKey };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

export const profileData = () => ({ username: uniqueUsername('adm'), display_name: 'Admin Made' });

/** Milliseconds between `iso` and now + `ms`, for checks of a ban's end. */
export const offFromNow = (iso: string | undefined, ms: number) =>
  Math.abs(new Date(iso ?? 0).getTime() - (Date.now() + ms));
