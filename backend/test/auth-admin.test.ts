import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail } from './helpers/test-users.ts';

import { PASSWORD, clientWithToken, authFetch, profileData } from './helpers/auth-admin-calls.ts';

describe('auth admin API (supabase.auth.admin)', () => {
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

  it("refuses a member who sets their own app_metadata: 403 not_admin with GoTrue's message", async () => {
    const { session, user } = await createConfirmedUser(stack);
    const refused = await authFetch(stack, '/user', {
      method: 'PUT',
      token: session.access_token,
      body: { app_metadata: { role: 'moderator' } },
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'not_admin');
    assert.equal(refused.body.msg, 'Updating app_metadata requires admin privileges');
    const { data } = await admin.getUserById(user.id);
    assert.equal(data.user?.app_metadata.role, undefined);
  });

  it('refuses every admin call made with a member token or the anon key: 403 not_admin', async () => {
    const member = await createConfirmedUser(stack);
    const target = await createConfirmedUser(stack);
    const email = uniqueEmail('refused');
    const callers = {
      member: clientWithToken(stack, member.session.access_token).auth.admin,
      anon: anonClient(stack).auth.admin,
    };
    for (const [who, caller] of Object.entries(callers)) {
      const answers = {
        listUsers: (await caller.listUsers()).error,
        getUserById: (await caller.getUserById(target.user.id)).error,
        createUser: (await caller.createUser({ email, password: PASSWORD })).error,
        updateUserById: (await caller.updateUserById(target.user.id, { ban_duration: '24h' }))
          .error,
        generateLink: (await caller.generateLink({ type: 'magiclink', email: target.email })).error,
        inviteUserByEmail: (await caller.inviteUserByEmail(email, { data: profileData() })).error,
      };
      for (const [call, error] of Object.entries(answers)) {
        assert.equal(error?.status, 403, `${who} ${call}`);
        assert.equal(error?.code, 'not_admin', `${who} ${call}`);
        assert.equal(error?.message, 'User not allowed', `${who} ${call}`);
      }
    }
    // deleteUser reads the user first; the DELETE itself must refuse too.
    const removal = await authFetch(stack, `/admin/users/${target.user.id}`, {
      method: 'DELETE',
      token: member.session.access_token,
      body: { should_soft_delete: false },
    });
    assert.equal(removal.status, 403);
    assert.equal(removal.body.code, 'not_admin');

    assert.equal(await usersWithEmail(email), 0, 'nothing was created');
    const { data } = await admin.getUserById(target.user.id);
    assert.equal(data.user?.banned_until, undefined, 'nothing was changed');
    assert.equal(data.user?.email, target.email, 'nothing was deleted');
  });

  it('answers no_authorization without a token, bad_jwt for a forged one and session_not_found after logout', async () => {
    const bare = await authFetch(stack, '/admin/users');
    assert.equal(bare.status, 401);
    assert.equal(bare.body.code, 'no_authorization');

    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-project-secret-not-the-project-secret'));
    const forgedAnswer = await authFetch(stack, '/admin/users', { token: forged });
    assert.equal(forgedAnswer.status, 403);
    assert.equal(forgedAnswer.body.code, 'bad_jwt');

    const member = await createConfirmedUser(stack);
    await member.client.auth.signOut();
    const after = await authFetch(stack, '/admin/users', { token: member.session.access_token });
    assert.equal(after.status, 403);
    assert.equal(after.body.code, 'session_not_found');
  });

  it('getUserById answers the user, and 404 for an unknown or malformed id', async () => {
    const member = await createConfirmedUser(stack);
    const found = await admin.getUserById(member.user.id);
    assert.equal(found.error, null);
    assert.equal(found.data.user?.email, member.email);
    assert.equal(found.data.user?.identities?.length, 1);

    const unknown = await admin.getUserById(randomUUID());
    assert.equal(unknown.error?.status, 404);
    assert.equal(unknown.error?.code, 'user_not_found');
    assert.equal(unknown.error?.message, 'User not found');

    const malformed = await authFetch(stack, '/admin/users/not-a-uuid', {
      token: stack.serviceRoleKey,
    });
    assert.equal(malformed.status, 404);
    assert.equal(malformed.body.code, 'validation_failed');
    assert.equal(malformed.body.msg, 'user_id must be an UUID');
  });

  it('updateUserById sets the password, the address, metadata and the role at once', async () => {
    const member = await createConfirmedUser(stack);
    const id = member.user.id;
    for (const password of ['short', '']) {
      const weak = await admin.updateUserById(id, { password });
      assert.equal(weak.error?.status, 422, password);
      assert.equal(weak.error?.code, 'weak_password', password);
    }

    const newEmail = uniqueEmail('moved');
    const { data, error } = await admin.updateUserById(id, {
      password: 'a-brand-new-passphrase',
      email: newEmail,
      user_metadata: { nickname: 'Nick', display_name: null },
      app_metadata: { roles: ['editor'] },
      role: 'authenticated',
    });
    assert.equal(error, null);
    assert.equal(data.user?.email, newEmail);
    assert.equal(data.user?.user_metadata.nickname, 'Nick');
    assert.equal('display_name' in (data.user?.user_metadata ?? {}), false, 'null deletes a key');
    assert.equal(data.user?.user_metadata.username, member.user.user_metadata.username);
    assert.deepEqual(data.user?.app_metadata, {
      provider: 'email',
      providers: ['email'],
      roles: ['editor'],
    });
    assert.equal(data.user?.identities?.[0]?.identity_data?.email, newEmail);

    const client = anonClient(stack);
    const old = await client.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    assert.equal(old.error?.code, 'invalid_credentials');
    const fresh = await client.auth.signInWithPassword({
      email: newEmail,
      password: 'a-brand-new-passphrase',
    });
    assert.equal(fresh.error, null);

    // GoTrue checks no duplicate here: the unique index refuses it, answered as its database error.
    const other = await createConfirmedUser(stack);
    const taken = await admin.updateUserById(id, { email: other.email });
    assert.equal(taken.error?.status, 500);
    assert.equal(taken.error?.message, 'Error updating user');
  });

  it('listUsers pages newest first with the Link and X-Total-Count headers supabase-js reads', async () => {
    for (let i = 0; i < 3; i += 1)
      await admin.createUser({ email: uniqueEmail('listed'), user_metadata: profileData() });
    const { rows } = await stack.pool.query<{ total: number }>(
      "select count(*)::int as total from auth.users where aud = 'authenticated'",
    );
    const total = rows[0]?.total ?? 0;
    // supabase-js reads one digit of each page number: keep the last page under 10.
    const perPage = Math.ceil(total / 3);
    const lastPage = Math.ceil(total / perPage);

    const first = await admin.listUsers({ page: 1, perPage });
    assert.equal(first.error, null);
    assert.equal(first.data.users.length, perPage);
    assert.equal(first.data.aud, 'authenticated');
    assert.equal(first.data.total, total);
    assert.equal(first.data.nextPage, 2);
    assert.equal(first.data.lastPage, lastPage);
    const times = first.data.users.map((u) => Date.parse(u.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'newest first',
    );

    const last = await admin.listUsers({ page: lastPage, perPage });
    assert.equal(last.error, null);
    assert.equal(last.data.nextPage, null);
    assert.equal(last.data.users.length, total - perPage * (lastPage - 1));

    const raw = await authFetch(stack, '/admin/users?per_page=1&page=2', {
      token: stack.serviceRoleKey,
    });
    assert.equal(raw.status, 200);
    assert.equal(
      raw.headers.get('link'),
      `</admin/users?page=3&per_page=1>; rel="next", </admin/users?page=${total}&per_page=1>; rel="last"`,
    );
    assert.equal(raw.headers.get('x-total-count'), String(total));

    const bad = await authFetch(stack, '/admin/users?page=x', { token: stack.serviceRoleKey });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'validation_failed');
    assert.equal(
      bad.body.msg,
      'Bad Pagination Parameters: strconv.ParseUint: parsing "x": invalid syntax',
    );

    const marked = uniqueEmail('findme');
    await admin.createUser({ email: marked, user_metadata: profileData() });
    const filtered = await authFetch(stack, `/admin/users?filter=${marked.split('@')[0]}`, {
      token: stack.serviceRoleKey,
    });
    const users = filtered.body.users as Array<{ email: string }>;
    assert.deepEqual(
      users.map((u) => u.email),
      [marked],
    );
  });

  it('deleteUser removes the user with its profile', async () => {
    const member = await createConfirmedUser(stack);
    const { data, error } = await admin.deleteUser(member.user.id);
    assert.equal(error, null);
    assert.equal(data.user?.id, member.user.id);
    const gone = await admin.getUserById(member.user.id);
    assert.equal(gone.error?.code, 'user_not_found');
    const profile = await serviceClient(stack)
      .from('profiles')
      .select('id')
      .eq('id', member.user.id);
    assert.deepEqual(profile.data, []);
    const signIn = await anonClient(stack).auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    assert.equal(signIn.error?.code, 'invalid_credentials');
  });

  it('deleteUser with shouldSoftDelete keeps an obfuscated row, ends its sessions and frees the address', async () => {
    const member = await createConfirmedUser(stack);
    const deleted = await admin.deleteUser(member.user.id, true);
    assert.equal(deleted.error, null);

    const { data } = await admin.getUserById(member.user.id);
    const user = data.user as (typeof data.user & { deleted_at?: string }) | null;
    assert.ok(user?.deleted_at, 'the row stays, marked deleted');
    assert.notEqual(user?.email, member.email);
    assert.deepEqual(user?.user_metadata, {});
    assert.deepEqual(user?.app_metadata, {});
    assert.deepEqual(user?.identities?.[0]?.identity_data, {});

    const refresh = await anonClient(stack).auth.refreshSession({
      refresh_token: member.session.refresh_token,
    });
    assert.ok(refresh.error, 'the old session is gone');
    const signIn = await anonClient(stack).auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    assert.equal(signIn.error?.code, 'invalid_credentials');

    const again = await admin.deleteUser(member.user.id, true);
    assert.equal(again.error, null, 'a second soft delete is a no-op');
    const reused = await admin.createUser({ email: member.email, user_metadata: profileData() });
    assert.equal(reused.error, null, 'the address may be used again');
  });
});
