import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { seenMail, confirmationLink, waitForNewMail } from './helpers/mail-inbox.ts';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { uniqueEmail } from './helpers/test-users.ts';

import { INVITE_SUBJECT, WELCOME, follow, profileData } from './helpers/auth-links.ts';

describe('auth admin: inviteUserByEmail', () => {
  let stack: TestStack;
  let admin: SupabaseClient['auth']['admin'];
  before(async () => {
    stack = await startTestStack();
    admin = serviceClient(stack).auth.admin;
  });
  after(async () => {
    await stack?.stop();
  });

  it('inviteUserByEmail mails a link that confirms the address and signs in with type=invite', async () => {
    const email = uniqueEmail('invited');
    const data = profileData();
    const seen = await seenMail(stack);
    const invited = await admin.inviteUserByEmail(email, { data, redirectTo: WELCOME });
    assert.equal(invited.error, null);
    const user = invited.data.user;
    assert.ok(user?.invited_at, 'invited_at is set');
    assert.ok(user.confirmation_sent_at);
    assert.equal(user.email_confirmed_at, undefined);
    assert.deepEqual(user.user_metadata, data);
    assert.deepEqual(user.app_metadata, { provider: 'email', providers: ['email'] });

    const mail = await waitForNewMail(stack, email, INVITE_SUBJECT, seen);
    assert.ok(mail, 'no invite mail');
    const link = new URL(confirmationLink(mail));
    assert.equal(link.searchParams.get('type'), 'invite');
    const { location, hash } = await follow(link.toString());
    assert.ok(location.startsWith(`${WELCOME}#`), location);
    assert.equal(hash.get('type'), 'invite');
    const accessToken = hash.get('access_token') ?? '';
    assert.ok(accessToken && hash.get('refresh_token'));

    const client = anonClient(stack);
    const session = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: hash.get('refresh_token') ?? '',
    });
    assert.equal(session.error, null);
    assert.ok(session.data.user?.email_confirmed_at, 'the address is confirmed');
    // The invited member chooses a password, then signs in with it.
    const chosen = await client.auth.updateUser({ password: 'my-invited-passphrase' });
    assert.equal(chosen.error, null);
    const signIn = await anonClient(stack).auth.signInWithPassword({
      email,
      password: 'my-invited-passphrase',
    });
    assert.equal(signIn.error, null);
    const profile = await serviceClient(stack)
      .from('profiles')
      .select('username')
      .eq('id', user.id)
      .single();
    assert.equal(profile.data?.username, data.username);

    const again = await admin.inviteUserByEmail(email);
    assert.equal(again.error?.status, 422);
    assert.equal(again.error?.code, 'email_exists');
    assert.equal(
      again.error?.message,
      'A user with this email address has already been registered',
    );
  });

  it('invites an unconfirmed address again with a new link, and refuses what GoTrue refuses', async () => {
    const email = uniqueEmail('reinvited');
    const seen = await seenMail(stack);
    await admin.inviteUserByEmail(email, { data: profileData() });
    const first = await waitForNewMail(stack, email, INVITE_SUBJECT, seen);
    assert.ok(first);
    const second = await admin.inviteUserByEmail(email);
    assert.equal(second.error, null);
    const secondMail = await waitForNewMail(
      stack,
      email,
      INVITE_SUBJECT,
      new Set([...seen, first.id]),
    );
    assert.ok(secondMail, 'a second invite mail');
    const stale = await follow(confirmationLink(first));
    assert.equal(stale.hash.get('error_code'), 'otp_expired');
    const fresh = await follow(confirmationLink(secondMail));
    assert.equal(fresh.hash.get('type'), 'invite');

    const invalid = await admin.inviteUserByEmail('not-an-address');
    assert.equal(invalid.error?.status, 400);
    assert.equal(invalid.error?.code, 'validation_failed');
    assert.equal(invalid.error?.message, 'Unable to validate email address: invalid format');

    // The profile trigger refuses an invite without a username, as a sign-up without one.
    const refused = uniqueEmail('nousername');
    const res = await fetch(`${stack.url}/auth/v1/invite`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: refused, data: { display_name: 'Nobody' } }),
    });
    assert.equal(res.status, 500);
    const body = (await res.json()) as { code: string; msg: string };
    assert.equal(body.code, 'unexpected_failure');
    assert.equal(body.msg, 'Database error saving new user');
    const { rows } = await stack.pool.query('select 1 from auth.users where email = $1', [refused]);
    assert.equal(rows.length, 0);
  });
});
