// The PKCE flow as a browser and @supabase/ssr go through it: a client, challenges, mails, links, the exchange.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { confirmationLink, seenMail, waitForNewMail, type CaughtMail } from './mail-inbox.ts';
import type { TestStack } from './test-stack.ts';

export const STORAGE_KEY = 'sb-pkce-test-auth-token';
export const VERIFIER_KEY = `${STORAGE_KEY}-code-verifier`;
export const CALLBACK = 'http://localhost:3000/auth/callback';

/** A supabase-js client in the PKCE flow, as @supabase/ssr makes it, with its storage in a plain object. */
export function pkceClient(stack: TestStack): {
  client: SupabaseClient;
  storage: Map<string, string>;
} {
  const storage = new Map<string, string>();
  const client = createClient(stack.url, stack.anonKey, {
    auth: {
      flowType: 'pkce',
      storageKey: STORAGE_KEY,
      storage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  });
  return { client, storage };
}

/** RFC 7636's S256: the challenge is the unpadded base64url SHA-256 of the verifier. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export const newVerifier = () => randomBytes(48).toString('base64url');

export async function mailTo(
  stack: TestStack,
  email: string,
  subject: string,
  seen: Set<string>,
): Promise<CaughtMail> {
  const mail = await waitForNewMail(stack, email, subject, seen);
  assert.ok(mail, `no mail "${subject}" to ${email}`);
  return mail;
}

/** Follows a mailed link as a browser would and returns where the auth server sent it. */
export async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303);
  return new URL(res.headers.get('location') ?? '');
}

/** The auth code in the callback URL of a PKCE link; the session must not travel in the hash. */
export function codeFrom(callback: URL): string {
  const code = callback.searchParams.get('code');
  assert.ok(code, `no code in ${callback.toString()}`);
  assert.equal(new URLSearchParams(callback.hash.slice(1)).get('access_token'), null);
  return code;
}

export const amrOf = (accessToken: string) =>
  (decodeJwt(accessToken).amr as Array<{ method: string }>).map((a) => a.method);

export async function postJson(
  stack: TestStack,
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stack.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export const exchange = (stack: TestStack, authCode: string, codeVerifier: string) =>
  postJson(stack, '/token?grant_type=pkce', { auth_code: authCode, code_verifier: codeVerifier });

/** Asks for a recovery mail with its own challenge and returns the code its link carries. */
export async function recoveryCode(
  stack: TestStack,
  email: string,
  challenge: Record<string, string>,
): Promise<string> {
  const seen = await seenMail(stack);
  const sent = await postJson(stack, `/recover?redirect_to=${encodeURIComponent(CALLBACK)}`, {
    email,
    ...challenge,
  });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const mail = await mailTo(stack, email, 'Reset your password', seen);
  return codeFrom(await follow(confirmationLink(mail)));
}
