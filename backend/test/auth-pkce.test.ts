import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { anonClient } from './helpers/supabase-clients.ts';
import {
  confirmationLink,
  listMail,
  waitForNewMail,
  type CaughtMail,
} from './helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

const STORAGE_KEY = 'sb-pkce-test-auth-token';
const VERIFIER_KEY = `${STORAGE_KEY}-code-verifier`;
const CALLBACK = 'http://localhost:3000/auth/callback';

/** A supabase-js client in the PKCE flow, as @supabase/ssr makes it, with its storage in a plain object. */
function pkceClient(stack: TestStack): { client: SupabaseClient; storage: Map<string, string> } {
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
function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

const newVerifier = () => randomBytes(48).toString('base64url');

async function seenMail(stack: TestStack): Promise<Set<string>> {
  return new Set((await listMail(stack)).map((m) => m.id));
}

function codeOf(mail: CaughtMail): string {
  const match = /Code: <strong>(\d+)<\/strong>/.exec(mail.html);
  if (!match?.[1]) throw new Error(`No code in mail "${mail.subject}"`);
  return match[1];
}

async function mailTo(
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
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303);
  return new URL(res.headers.get('location') ?? '');
}

/** The auth code in the callback URL of a PKCE link; the session must not travel in the hash. */
function codeFrom(callback: URL): string {
  const code = callback.searchParams.get('code');
  assert.ok(code, `no code in ${callback.toString()}`);
  assert.equal(new URLSearchParams(callback.hash.slice(1)).get('access_token'), null);
  return code;
}

const amrOf = (accessToken: string) =>
  (decodeJwt(accessToken).amr as Array<{ method: string }>).map((a) => a.method);

async function postJson(
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

const exchange = (stack: TestStack, authCode: string, codeVerifier: string) =>
  postJson(stack, '/token?grant_type=pkce', { auth_code: authCode, code_verifier: codeVerifier });

/** Asks for a recovery mail with its own challenge and returns the code its link carries. */
async function recoveryCode(
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

describe('auth: PKCE flow', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('sign-up: the confirmation link brings a code that exchangeCodeForSession turns into a session', async () => {
    const { client, storage } = pkceClient(stack);
    const email = uniqueEmail('pkce-signup');
    const seen = await seenMail(stack);
    const signUp = await client.auth.signUp({
      email,
      password: 'correct-horse-battery',
      options: { data: { username: uniqueUsername() }, emailRedirectTo: CALLBACK },
    });
    assert.equal(signUp.error, null);
    assert.equal(signUp.data.session, null);
    assert.ok(storage.get(VERIFIER_KEY), 'the client keeps its verifier');

    const link = new URL(confirmationLink(await mailTo(stack, email, 'Confirm Your Signup', seen)));
    assert.match(link.searchParams.get('token') ?? '', /^pkce_/);
    const callback = await follow(link.toString());
    assert.equal(`${callback.origin}${callback.pathname}`, CALLBACK);
    const code = codeFrom(callback);

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    assert.ok(data.user?.email_confirmed_at, 'the address is confirmed');
    assert.deepEqual(amrOf(data.session?.access_token ?? ''), ['email/signup']);
    assert.equal(storage.get(VERIFIER_KEY), undefined, 'the verifier is used up');
    const { data: current } = await client.auth.getUser();
    assert.equal(current.user?.id, data.user?.id);
  });

  it('recovery: the link brings a code, the exchanged session sets a new password', async () => {
    const member = await createConfirmedUser(stack);
    const { client, storage } = pkceClient(stack);
    const seen = await seenMail(stack);
    const sent = await client.auth.resetPasswordForEmail(member.email, { redirectTo: CALLBACK });
    assert.deepEqual(sent, { data: {}, error: null });
    // The client marks a recovery verifier so that the exchange announces PASSWORD_RECOVERY.
    assert.match(String(JSON.parse(storage.get(VERIFIER_KEY) ?? '""')), /\/recovery$/);

    const mail = await mailTo(stack, member.email, 'Reset your password', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.id, member.user.id);
    assert.deepEqual(amrOf(data.session?.access_token ?? ''), ['recovery']);
    assert.ok(events.includes('PASSWORD_RECOVERY'), `events: ${events.join(', ')}`);

    const updated = await client.auth.updateUser({ password: 'brand-new-passphrase' });
    assert.equal(updated.error, null);
    const fresh = await anonClient(stack).auth.signInWithPassword({
      email: member.email,
      password: 'brand-new-passphrase',
    });
    assert.equal(fresh.error, null);
    const old = await anonClient(stack).auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    assert.equal(old.error?.code, 'invalid_credentials');
  });

  it('magic link: a known address signs in through the code', async () => {
    const member = await createConfirmedUser(stack);
    const { client } = pkceClient(stack);
    const seen = await seenMail(stack);
    const sent = await client.auth.signInWithOtp({
      email: member.email,
      options: { emailRedirectTo: CALLBACK },
    });
    assert.equal(sent.error, null);
    const mail = await mailTo(stack, member.email, 'Your sign-in link', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.id, member.user.id);
    assert.deepEqual(amrOf(data.session?.access_token ?? ''), ['magiclink']);
  });

  it('magic link: a new address is signed up and confirmed through the code', async () => {
    const email = uniqueEmail('pkce-otp-new');
    const { client } = pkceClient(stack);
    const seen = await seenMail(stack);
    const sent = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: CALLBACK, data: { username: uniqueUsername() } },
    });
    assert.equal(sent.error, null);
    const mail = await mailTo(stack, email, 'Confirm Your Signup', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    assert.ok(data.user?.email_confirmed_at);
  });

  it('the code typed from a PKCE mail still signs in with verifyOtp', async () => {
    const member = await createConfirmedUser(stack);
    const { client } = pkceClient(stack);
    const seen = await seenMail(stack);
    assert.equal((await client.auth.signInWithOtp({ email: member.email })).error, null);
    const mail = await mailTo(stack, member.email, 'Your sign-in link', seen);
    const { data, error } = await anonClient(stack).auth.verifyOtp({
      email: member.email,
      token: codeOf(mail),
      type: 'email',
    });
    assert.equal(error, null);
    assert.equal(data.user?.id, member.user.id);
  });

  it('resend of a sign-up confirmation in the PKCE flow mails a link that brings a code', async () => {
    const email = uniqueEmail('pkce-resend');
    const plain = await anonClient(stack).auth.signUp({
      email,
      password: 'correct-horse-battery',
      options: { data: { username: uniqueUsername() } },
    });
    assert.equal(plain.error, null);
    await stack.pool.query(
      "update auth.users set confirmation_sent_at = now() - interval '1 hour' where email = $1",
      [email],
    );
    const { client } = pkceClient(stack);
    const seen = await seenMail(stack);
    const resent = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: CALLBACK },
    });
    assert.equal(resent.error, null);
    const mail = await mailTo(stack, email, 'Confirm Your Signup', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
  });

  it('a wrong verifier is refused and leaves the code usable with the right one', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const code = await recoveryCode(stack, member.email, {
      code_challenge: s256(verifier),
      code_challenge_method: 's256',
    });
    const wrong = await exchange(stack, code, newVerifier());
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.code, 'bad_code_verifier');
    assert.equal(wrong.body.msg, 'code challenge does not match previously saved code verifier');
    const right = await exchange(stack, code, verifier);
    assert.equal(right.status, 200, JSON.stringify(right.body));
    assert.equal((right.body.user as { id: string }).id, member.user.id);
  });

  it('a code works once', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const code = await recoveryCode(stack, member.email, {
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    });
    assert.equal((await exchange(stack, code, verifier)).status, 200);
    const again = await exchange(stack, code, verifier);
    assert.equal(again.status, 404);
    assert.equal(again.body.code, 'flow_state_not_found');
    assert.equal(again.body.msg, 'invalid flow state, no valid flow state found');
  });

  it('an unknown code is 404 flow_state_not_found, through supabase-js too', async () => {
    const raw = await exchange(stack, randomUUID(), newVerifier());
    assert.equal(raw.status, 404);
    assert.equal(raw.body.code, 'flow_state_not_found');
    const { client, storage } = pkceClient(stack);
    storage.set(VERIFIER_KEY, JSON.stringify(newVerifier()));
    const { data, error } = await client.auth.exchangeCodeForSession(randomUUID());
    assert.equal(data.session, null);
    assert.equal(error?.status, 404);
    assert.equal(error?.code, 'flow_state_not_found');
  });

  it('a code older than five minutes is refused as flow_state_expired', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const code = await recoveryCode(stack, member.email, {
      code_challenge: s256(verifier),
      code_challenge_method: 's256',
    });
    await stack.pool.query(
      "update auth.flow_state set created_at = now() - interval '6 minutes' where auth_code = $1",
      [code],
    );
    const late = await exchange(stack, code, verifier);
    assert.equal(late.status, 422);
    assert.equal(late.body.code, 'flow_state_expired');
    assert.equal(late.body.msg, 'invalid flow state, flow state has expired');
  });

  it('a magic-link code counts its five minutes from when the link was followed', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const seen = await seenMail(stack);
    const sent = await postJson(stack, `/otp?redirect_to=${encodeURIComponent(CALLBACK)}`, {
      email: member.email,
      code_challenge: s256(verifier),
      code_challenge_method: 's256',
    });
    assert.equal(sent.status, 200);
    await stack.pool.query(
      "update auth.flow_state set created_at = now() - interval '1 hour' where user_id = $1",
      [member.user.id],
    );
    const mail = await mailTo(stack, member.email, 'Your sign-in link', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    assert.equal((await exchange(stack, code, verifier)).status, 200);
  });

  it('plain challenges work when the verifier is the challenge', async () => {
    const member = await createConfirmedUser(stack);
    const verifier = newVerifier();
    const code = await recoveryCode(stack, member.email, {
      code_challenge: verifier,
      code_challenge_method: 'PLAIN',
    });
    assert.equal((await exchange(stack, code, s256(verifier))).body.code, 'bad_code_verifier');
    assert.equal((await exchange(stack, code, verifier)).status, 200);
  });

  it('refuses a challenge without a method, a method without a challenge and a malformed challenge', async () => {
    const email = uniqueEmail('pkce-bad');
    const base = {
      email,
      password: 'correct-horse-battery',
      data: { username: uniqueUsername() },
    };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        '/signup',
        { ...base, code_challenge: s256(newVerifier()) },
        'PKCE flow requires code_challenge_method and code_challenge',
      ],
      [
        '/signup',
        { ...base, code_challenge_method: 's256' },
        'PKCE flow requires code_challenge_method and code_challenge',
      ],
      [
        '/recover',
        { email, code_challenge: 'too-short', code_challenge_method: 's256' },
        'code challenge has to be between 43 and 128 characters',
      ],
      [
        '/otp',
        { email, code_challenge: `${'a'.repeat(42)}!`, code_challenge_method: 'plain' },
        'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
      ],
      [
        '/resend',
        { type: 'signup', email, code_challenge: s256(newVerifier()) },
        'PKCE flow requires code_challenge_method and code_challenge',
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await postJson(stack, path, body);
      assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.equal(res.body.code, 'validation_failed');
      assert.equal(res.body.msg, message);
    }
    const { rows } = await stack.pool.query('select 1 from auth.users where email = $1', [email]);
    assert.equal(rows.length, 0, 'nothing was signed up');
  });

  it('the token grant needs both the code and the verifier', async () => {
    const res = await postJson(stack, '/token?grant_type=pkce', { auth_code: randomUUID() });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'validation_failed');
    assert.equal(
      res.body.msg,
      'invalid request: both auth code and code verifier should be non-empty',
    );
  });

  it('a PKCE link whose flow state is gone sends the error to the site in the query and the hash', async () => {
    const member = await createConfirmedUser(stack);
    const seen = await seenMail(stack);
    const sent = await postJson(stack, `/recover?redirect_to=${encodeURIComponent(CALLBACK)}`, {
      email: member.email,
      code_challenge: s256(newVerifier()),
      code_challenge_method: 's256',
    });
    assert.equal(sent.status, 200);
    await stack.pool.query('delete from auth.flow_state where user_id = $1', [member.user.id]);
    const mail = await mailTo(stack, member.email, 'Reset your password', seen);
    const link = confirmationLink(mail);
    const callback = await follow(link);
    assert.equal(callback.searchParams.get('code'), null);
    assert.equal(callback.searchParams.get('error_code'), 'flow_state_not_found');
    const hash = new URLSearchParams(callback.hash.slice(1));
    assert.equal(hash.get('error_code'), 'flow_state_not_found');
    assert.match(hash.get('error_description') ?? '', /^No associated flow state found\./);
    // The failed attempt did not use the link up: with a flow state it would still work.
    const { rows } = await stack.pool.query<{ recovery_token: string }>(
      'select recovery_token from auth.users where id = $1',
      [member.user.id],
    );
    assert.match(rows[0]?.recovery_token ?? '', /^pkce_/);
  });

  it('without a challenge the links still carry the session in the hash', async () => {
    const member = await createConfirmedUser(stack);
    const seen = await seenMail(stack);
    const sent = await anonClient(stack).auth.resetPasswordForEmail(member.email, {
      redirectTo: CALLBACK,
    });
    assert.equal(sent.error, null);
    const link = new URL(
      confirmationLink(await mailTo(stack, member.email, 'Reset your password', seen)),
    );
    assert.doesNotMatch(link.searchParams.get('token') ?? '', /^pkce_/);
    const callback = await follow(link.toString());
    assert.equal(callback.searchParams.get('code'), null);
    assert.ok(new URLSearchParams(callback.hash.slice(1)).get('access_token'));
    const { rows } = await stack.pool.query('select 1 from auth.flow_state where user_id = $1', [
      member.user.id,
    ]);
    assert.equal(rows.length, 0);
  });
});
