import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { deriveApiKeys } from '../src/keys.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function clientWith(stack: TestStack, key: string): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** A PATCH of someone's profile with only this API key (no session): status, code, rows changed. */
async function patchProfile(stack: TestStack, key: string, userId: string) {
  const res = await fetch(`${stack.url}/rest/v1/profiles?id=eq.${userId}`, {
    method: 'PATCH',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({ bio: `set ${randomBytes(3).toString('hex')}` }),
  });
  const body = (await res.json()) as unknown;
  return {
    status: res.status,
    code: Array.isArray(body) ? null : (body as { code?: string }).code,
    rows: Array.isArray(body) ? body.length : 0,
  };
}

describe('the new API keys (sb_publishable_, sb_secret_) at the gateway', () => {
  let stack: TestStack;
  let member: TestUser;

  before(async () => {
    stack = await startTestStack();
    member = await createConfirmedUser(stack);
  });
  after(async () => stack?.stop());

  it('derives both from the secret, in the Supabase format, different for another secret', async () => {
    assert.match(stack.publishableKey, /^sb_publishable_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{8}$/);
    assert.match(stack.secretKey, /^sb_secret_[A-Za-z0-9_-]{22}_[A-Za-z0-9_-]{8}$/);
    const other = await deriveApiKeys(randomBytes(32).toString('base64url'));
    assert.notEqual(other.publishableKey, stack.publishableKey);
    assert.notEqual(other.secretKey, stack.secretKey);
  });

  it('takes the publishable key as the anon key: sign-in, RLS as the member, realtime', async () => {
    const client = clientWith(stack, stack.publishableKey);
    // anon may not update profiles at all: PostgREST's 401 for the anon role.
    assert.deepEqual(await patchProfile(stack, stack.publishableKey, member.user.id), {
      status: 401,
      code: '42501',
      rows: 0,
    });
    const signIn = await client.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    assert.equal(signIn.error, null);
    const update = await client
      .from('profiles')
      .update({ bio: 'through the publishable key' })
      .eq('id', member.user.id)
      .select('id');
    assert.equal(update.error, null);
    assert.deepEqual(update.data, [{ id: member.user.id }]);
    const status = await new Promise<string>((resolve) => {
      client.channel('publishable').subscribe((state) => {
        if (state !== 'CLOSED') resolve(state);
      });
    });
    assert.equal(status, 'SUBSCRIBED');
    await client.removeAllChannels();
  });

  it('takes the secret key as service_role, but never from a browser', async () => {
    assert.deepEqual(await patchProfile(stack, stack.secretKey, member.user.id), {
      status: 200,
      code: null,
      rows: 1,
    });
    const fromBrowser = await fetch(`${stack.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: stack.secretKey, 'user-agent': BROWSER_AGENT },
    });
    assert.equal(fromBrowser.status, 401);
    assert.deepEqual(await fromBrowser.json(), {
      message: 'Forbidden use of secret API key in browser',
    });
    const publishableFromBrowser = await fetch(`${stack.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: stack.publishableKey, 'user-agent': BROWSER_AGENT },
    });
    assert.equal(publishableFromBrowser.status, 200);
  });

  it('refuses a made-up key of the new format', async () => {
    const res = await fetch(`${stack.url}/rest/v1/profiles?select=id`, {
      headers: { apikey: `sb_secret_${randomBytes(16).toString('base64url')}` },
    });
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), { message: 'Invalid API key' });
  });
});
