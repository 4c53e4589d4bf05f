import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { loadConfig } from '../src/config.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

async function settingsOf(stack: TestStack): Promise<Record<string, unknown>> {
  const res = await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.anonKey } });
  assert.equal(res.status, 200);
  return (await res.json()) as Record<string, unknown>;
}

describe('auth: what is not offered answers GoTrue\'s "disabled" errors', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('reports the defaults in /settings', async () => {
    const settings = await settingsOf(stack);
    const external = settings.external as Record<string, boolean>;
    assert.equal(external.email, true);
    assert.equal(external.anonymous_users, false);
    assert.equal(external.phone, false);
    assert.equal(external.google, false);
    assert.equal(settings.disable_signup, false);
    assert.equal(settings.saml_enabled, false);
  });

  it('refuses anonymous sign-in by default and creates nobody', async () => {
    const { count: before } = await countUsers(stack);
    const { data, error } = await anonClient(stack).auth.signInAnonymously();
    assert.equal(error?.status, 422);
    assert.equal(error?.code, 'anonymous_provider_disabled');
    assert.equal(error?.message, 'Anonymous sign-ins are disabled');
    assert.equal(data.session, null);
    assert.equal((await countUsers(stack)).count, before);
  });

  it('refuses phone sign-up and SSO with their codes, never a bare 404', async () => {
    const phone = await anonClient(stack).auth.signUp({
      phone: '+15555550100',
      password: 'long-enough-secret',
    });
    assert.equal(phone.error?.status, 400);
    assert.equal(phone.error?.code, 'phone_provider_disabled');
    const sso = await anonClient(stack).auth.signInWithSSO({ domain: 'example.test' });
    assert.equal(sso.error?.status, 404);
    assert.equal(sso.error?.code, 'saml_provider_disabled');
    assert.equal(sso.error?.message, 'SAML 2.0 is disabled');
  });
});

async function countUsers(stack: TestStack): Promise<{ count: number }> {
  const { rows } = await stack.pool.query<{ count: number }>(
    'select count(*)::int as count from auth.users',
  );
  return { count: rows[0]!.count };
}

// maildev keeps one server per process, so each of these stacks runs alone.
describe('auth: anonymous sign-in turned on', () => {
  let open: TestStack;
  before(async () => {
    open = await startTestStack({ anonymousUsersEnabled: true, autoconfirm: true });
  });
  after(async () => {
    await open?.stop();
  });

  it('signs in an anonymous user as GoTrue shapes it, who cannot set a password alone', async () => {
    assert.equal(
      ((await settingsOf(open)).external as Record<string, boolean>).anonymous_users,
      true,
    );
    const client = anonClient(open);
    const { data, error } = await client.auth.signInAnonymously({
      options: { data: { username: uniqueUsername('anon') } },
    });
    assert.equal(error, null);
    const user = data.user!;
    assert.equal(user.is_anonymous, true);
    assert.equal(user.email, '');
    assert.deepEqual(user.app_metadata, {});
    assert.deepEqual(user.identities, []);
    assert.ok(user.last_sign_in_at);
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    );
    assert.equal(claims.is_anonymous, true);
    assert.equal(claims.role, 'authenticated');
    assert.equal(claims.amr[0].method, 'anonymous');
    const password = await client.auth.updateUser({ password: 'long-enough-secret' });
    assert.equal(password.error?.status, 422);
    assert.equal(password.error?.code, 'validation_failed');
    const me = await client.auth.getUser();
    assert.equal(me.data.user?.is_anonymous, true);
  });
});

describe('auth: sign-up turned off', () => {
  let closed: TestStack;
  before(async () => {
    closed = await startTestStack({ disableSignup: true, anonymousUsersEnabled: true });
  });
  after(async () => {
    await closed?.stop();
  });

  it('refuses every new user with signup_disabled when sign-up is off', async () => {
    assert.equal((await settingsOf(closed)).disable_signup, true);
    const email = uniqueEmail('closed');
    const signUp = await anonClient(closed).auth.signUp({ email, password: 'long-enough-secret' });
    assert.equal(signUp.error?.status, 422);
    assert.equal(signUp.error?.code, 'signup_disabled');
    assert.equal(signUp.error?.message, 'Signups not allowed for this instance');
    const otp = await anonClient(closed).auth.signInWithOtp({ email });
    assert.equal(otp.error?.code, 'signup_disabled');
    const anonymous = await anonClient(closed).auth.signInAnonymously();
    assert.equal(anonymous.error?.code, 'signup_disabled');
    assert.equal((await countUsers(closed)).count, 0);
  });
});

describe('auth: leaked password protection turned off, as hosted Supabase has it by default', () => {
  let open: TestStack;
  before(async () => {
    open = await startTestStack({ passwordHibpEnabled: false });
  });
  after(async () => {
    await open?.stop();
  });

  it('is on unless GOTRUE_PASSWORD_HIBP_ENABLED turns it off', () => {
    assert.equal(loadConfig({}).passwordHibpEnabled, true);
    assert.equal(loadConfig({ GOTRUE_PASSWORD_HIBP_ENABLED: 'false' }).passwordHibpEnabled, false);
  });

  it('takes a common password at sign-up, at a password change and at sign-in', async () => {
    const member = await createConfirmedUser(open, { password: 'password123' });
    const signIn = await fetch(`${open.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: open.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: 'password123' }),
    });
    assert.equal(signIn.status, 200);
    assert.equal(((await signIn.json()) as { weak_password?: unknown }).weak_password, undefined);
    assert.equal((await member.client.auth.updateUser({ password: 'qwertyuiop' })).error, null);
    const repeated = await anonClient(open).auth.signUp({
      email: uniqueEmail('repeated'),
      password: 'aaaaaaaa',
      options: { data: { username: uniqueUsername('rep') } },
    });
    assert.equal(repeated.error, null);
    const short = await anonClient(open).auth.signUp({ email: uniqueEmail(), password: 'pass' });
    assert.equal(short.error?.code, 'weak_password');
    assert.deepEqual((short.error as { reasons?: string[] }).reasons, ['length']);
  });
});
