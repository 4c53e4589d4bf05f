import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type SupabaseClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail } from './helpers/test-users.ts';

import { PASSWORD, authFetch, profileData, offFromNow } from './helpers/auth-admin-calls.ts';

describe('auth admin API: createUser and bans', () => {
  let stack: TestStack;
  let admin: SupabaseClient['auth']['admin'];
  before(async () => {
    stack = await startTestStack();
    admin = serviceClient(stack).auth.admin;
  });
  after(async () => {
    await stack?.stop();
  });

  async function usersWithEmail(email: string): Promise<number> {
    const { rows } = await stack.pool.query('select 1 from auth.users where email = $1', [email]);
    return rows.length;
  }

  it('createUser with email_confirm makes a user who signs in at once, with the profile the trigger made', async () => {
    const email = uniqueEmail('created');
    const data = profileData();
    const { data: created, error } = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: data,
      app_metadata: { plan: 'pro' },
    });
    assert.equal(error, null);
    const user = created.user;
    assert.ok(user);
    assert.equal(user.email, email);
    assert.equal(user.aud, 'authenticated');
    assert.equal(user.role, 'authenticated');
    assert.ok(user.email_confirmed_at);
    assert.deepEqual(user.app_metadata, { provider: 'email', providers: ['email'], plan: 'pro' });
    assert.deepEqual(user.user_metadata, { ...data, email_verified: true });
    assert.equal(user.identities?.length, 1);
    assert.equal(user.identities?.[0]?.provider, 'email');
    assert.deepEqual(user.identities?.[0]?.identity_data, {
      sub: user.id,
      email,
      email_verified: false,
      phone_verified: false,
    });

    const signIn = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(signIn.error, null);
    assert.equal(signIn.data.user?.id, user.id);
    assert.equal(signIn.data.user?.app_metadata.plan, 'pro');
    const profile = await serviceClient(stack)
      .from('profiles')
      .select('username, display_name')
      .eq('id', user.id)
      .single();
    assert.deepEqual(profile.data, data);
  });

  it('createUser without email_confirm cannot sign in until updateUserById confirms the address', async () => {
    const email = uniqueEmail('unconfirmed');
    const { data, error } = await admin.createUser({
      email,
      password: PASSWORD,
      user_metadata: profileData(),
    });
    assert.equal(error, null);
    assert.equal(data.user?.email_confirmed_at, undefined);
    const refused = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(refused.error?.status, 400);
    assert.equal(refused.error?.code, 'email_not_confirmed');

    const confirmed = await admin.updateUserById(data.user?.id ?? '', { email_confirm: true });
    assert.equal(confirmed.error, null);
    assert.ok(confirmed.data.user?.email_confirmed_at);
    assert.equal(confirmed.data.user?.user_metadata.email_verified, true);
    const signIn = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(signIn.error, null);
  });

  it('createUser takes a custom id, a role, a bcrypt hash, or no password at all', async () => {
    const id = randomUUID();
    const hashedEmail = uniqueEmail('hashed');
    const withHash = await admin.createUser({
      id,
      email: hashedEmail,
      password_hash: await bcrypt.hash('a-hash-made-elsewhere', 10),
      email_confirm: true,
      role: 'authenticated',
      user_metadata: profileData(),
    });
    assert.equal(withHash.error, null);
    assert.equal(withHash.data.user?.id, id);
    const signIn = await anonClient(stack).auth.signInWithPassword({
      email: hashedEmail,
      password: 'a-hash-made-elsewhere',
    });
    assert.equal(signIn.error, null);
    assert.equal(signIn.data.user?.id, id);

    const roleEmail = uniqueEmail('role');
    const withRole = await admin.createUser({
      email: roleEmail,
      role: ' moderator ',
      user_metadata: profileData(),
    });
    assert.equal(withRole.error, null);
    assert.equal(withRole.data.user?.role, 'moderator');
    const { rows } = await stack.pool.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where email = $1',
      [roleEmail],
    );
    assert.match(rows[0]?.encrypted_password ?? '', /^\$2[aby]\$/, 'a random password was set');
  });

  it('createUser takes a phone number alone, with a phone identity', async () => {
    const digits = `1555${String(Date.now()).slice(-7)}`;
    const { data, error } = await admin.createUser({
      phone: `+${digits}`,
      phone_confirm: true,
      user_metadata: profileData(),
    });
    assert.equal(error, null);
    assert.equal(data.user?.phone, digits);
    assert.equal(data.user?.email, '');
    assert.ok(data.user?.phone_confirmed_at);
    assert.deepEqual(data.user?.app_metadata, { provider: 'phone', providers: ['phone'] });
    assert.equal(data.user?.identities?.[0]?.provider, 'phone');
    assert.equal(data.user?.identities?.[0]?.identity_data?.phone, digits);

    const again = await admin.createUser({ phone: digits, user_metadata: profileData() });
    assert.equal(again.error?.status, 422);
    assert.equal(again.error?.code, 'phone_exists');
    const malformed = await admin.createUser({ phone: '012', user_metadata: profileData() });
    assert.equal(malformed.error?.status, 400);
    assert.equal(malformed.error?.message, 'Invalid phone number format (E.164 required)');
  });

  it('createUser refuses what GoTrue refuses, with its codes and messages', async () => {
    const existing = await createConfirmedUser(stack);
    const email = uniqueEmail('refusal');
    const cases: Array<[Parameters<typeof admin.createUser>[0], number, string, string]> = [
      [
        { email: existing.email.toUpperCase(), password: PASSWORD },
        422,
        'email_exists',
        'A user with this email address has already been registered',
      ],
      [
        { password: PASSWORD },
        400,
        'validation_failed',
        'Cannot create a user without either an email or phone',
      ],
      [
        { email: 'not-an-address', password: PASSWORD },
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      ],
      [
        { email, password: PASSWORD, ban_duration: 'never' },
        400,
        'validation_failed',
        'invalid format for ban duration: time: invalid duration "never"',
      ],
      [
        { email, password: PASSWORD, ban_duration: '24' },
        400,
        'validation_failed',
        'invalid format for ban duration: time: missing unit in duration "24"',
      ],
      [
        { email, password: PASSWORD, password_hash: await bcrypt.hash('x', 4) },
        400,
        'validation_failed',
        'Only a password or a password hash should be provided',
      ],
      [
        { email, id: '00000000-0000-0000-0000-000000000000' },
        400,
        'validation_failed',
        'ID cannot be a nil uuid',
      ],
      [
        { email, id: 'bad_uuid' },
        400,
        'validation_failed',
        'ID must conform to the uuid v4 format',
      ],
    ];
    for (const [attributes, status, code, message] of cases) {
      const { data, error } = await admin.createUser(attributes);
      const label = JSON.stringify(attributes);
      assert.equal(data.user, null, label);
      assert.equal(error?.status, status, label);
      assert.equal(error?.code, code, label);
      assert.equal(error?.message, message, label);
    }
    // The profile trigger refuses a user without a username: GoTrue's database error (supabase-js
    // hides the code of a 500, so it is read from the answer itself).
    const noUsername = await authFetch(stack, '/admin/users', {
      method: 'POST',
      token: stack.serviceRoleKey,
      body: { email, password: PASSWORD, user_metadata: { display_name: 'No Username' } },
    });
    assert.equal(noUsername.status, 500);
    assert.equal(noUsername.body.code, 'unexpected_failure');
    assert.equal(noUsername.body.msg, 'Database error creating new user');
    assert.equal(await usersWithEmail(email), 0, 'no refused user was stored');
  });

  it('ban_duration keeps a user out, even with a token it already holds; "none" lifts the ban', async () => {
    const email = uniqueEmail('banned');
    const { data } = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      ban_duration: '24h',
      user_metadata: profileData(),
    });
    const id = data.user?.id ?? '';
    assert.ok(offFromNow(data.user?.banned_until, 24 * 3600_000) < 60_000);
    const refused = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(refused.error?.status, 400);
    assert.equal(refused.error?.code, 'user_banned');

    const lifted = await admin.updateUserById(id, { ban_duration: 'none' });
    assert.equal(lifted.error, null);
    assert.equal(lifted.data.user?.banned_until, undefined);
    const client = anonClient(stack);
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(signIn.error, null);

    const banned = await admin.updateUserById(id, { ban_duration: '1h30m' });
    assert.ok(offFromNow(banned.data.user?.banned_until, 90 * 60_000) < 60_000);
    const held = await client.auth.getUser(signIn.data.session?.access_token);
    assert.equal(held.error?.status, 403);
    assert.equal(held.error?.code, 'user_banned');
  });
});
