import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { anonClient } from './helpers/supabase-clients.ts';
import { readJson } from './helpers/read-json.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

describe('auth: GoTrue error codes', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ signupRateLimit: 3 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('refuses a password under 8 characters with weak_password and its reasons', async () => {
    const { error } = await anonClient(stack).auth.signUp({
      email: uniqueEmail(),
      password: 'short12',
    });
    assert.equal(error?.status, 422);
    assert.equal(error?.code, 'weak_password');
    assert.deepEqual((error as { reasons?: string[] }).reasons, ['length']);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const user = await createConfirmedUser(stack);
    const wrong = await anonClient(stack).auth.signInWithPassword({
      email: user.email,
      password: 'not-the-password',
    });
    assert.equal(wrong.error?.status, 400);
    assert.equal(wrong.error?.code, 'invalid_credentials');
    const unknown = await anonClient(stack).auth.signInWithPassword({
      email: uniqueEmail(),
      password: 'whatever-long',
    });
    assert.equal(unknown.error?.code, 'invalid_credentials');
  });

  it('answers GoTrue codes for missing, forged and orphaned bearer tokens', async () => {
    const headers = { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' };
    const none = await fetch(`${stack.url}/auth/v1/user`, { headers });
    assert.equal(none.status, 401);
    assert.equal(none.headers.get('x-supabase-api-version'), '2024-01-01');
    assert.equal((await readJson(none)).code, 'no_authorization');

    const forged = await new SignJWT({ sub: crypto.randomUUID(), role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-chars'));
    const bad = await anonClient(stack).auth.getUser(forged);
    assert.equal(bad.error?.status, 403);
    assert.equal(bad.error?.code, 'bad_jwt');

    const orphan = await new SignJWT({ sub: crypto.randomUUID(), role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const missing = await anonClient(stack).auth.getUser(orphan);
    assert.equal(missing.error?.code, 'user_not_found');
  });

  it('gives a database refusal of the profile as a GoTrue error and writes nothing', async () => {
    const email = uniqueEmail('badname');
    const { error } = await anonClient(stack).auth.signUp({
      email,
      password: 'long-enough-pass',
      options: { data: { username: '!' } },
    });
    assert.equal(error?.status, 500);
    assert.match(error?.message ?? '', /Database error saving new user/);
    const { rowCount } = await stack.pool.query('select 1 from auth.users where email = $1', [
      email,
    ]);
    assert.equal(rowCount, 0);
  });

  it('limits signups per client with 429 over_email_send_rate_limit', async () => {
    const client = anonClient(stack);
    let limited: { status?: number; code?: string } | null = null;
    for (let i = 0; i < 6 && !limited; i += 1) {
      const { error } = await client.auth.signUp({
        email: uniqueEmail('burst'),
        password: 'long-enough-pass',
        options: { data: { username: uniqueUsername('burst') } },
      });
      limited = error;
    }
    assert.equal(limited?.status, 429);
    assert.equal(limited?.code, 'over_email_send_rate_limit');
  });
});
