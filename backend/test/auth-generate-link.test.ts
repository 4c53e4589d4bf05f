import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { seenMail } from './helpers/mail-inbox.ts';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail } from './helpers/test-users.ts';

import { WELCOME, follow, tokenHash, profileData, assertNoMailTo } from './helpers/auth-links.ts';

describe('auth admin: generateLink', () => {
  let stack: TestStack;
  let admin: SupabaseClient['auth']['admin'];
  before(async () => {
    stack = await startTestStack();
    admin = serviceClient(stack).auth.admin;
  });
  after(async () => {
    await stack?.stop();
  });

  it('generateLink signup creates the user without mailing it, and its action_link signs in', async () => {
    const email = uniqueEmail('gen-signup');
    const seen = await seenMail(stack);
    const { data, error } = await admin.generateLink({
      type: 'signup',
      email,
      password: 'generated-signup-pass',
      options: { data: profileData(), redirectTo: WELCOME },
    });
    assert.equal(error, null);
    const { properties, user } = data;
    assert.equal(user?.email, email);
    assert.ok(user?.confirmation_sent_at);
    assert.equal(properties?.verification_type, 'signup');
    assert.equal(properties?.redirect_to, WELCOME);
    assert.match(properties?.email_otp ?? '', /^\d{6}$/);
    assert.equal(properties?.hashed_token, tokenHash(email, properties?.email_otp ?? ''));
    const link = new URL(properties?.action_link ?? '');
    assert.equal(link.pathname, '/auth/v1/verify');
    assert.equal(link.searchParams.get('type'), 'signup');
    assert.equal(link.searchParams.get('token'), properties?.hashed_token);
    await assertNoMailTo(stack, [email], seen);

    const refused = await anonClient(stack).auth.signInWithPassword({
      email,
      password: 'generated-signup-pass',
    });
    assert.equal(refused.error?.code, 'email_not_confirmed');
    const { location, hash } = await follow(link.toString());
    assert.ok(location.startsWith(`${WELCOME}#`));
    assert.equal(hash.get('type'), 'signup');
    assert.ok(hash.get('access_token'));
    const signIn = await anonClient(stack).auth.signInWithPassword({
      email,
      password: 'generated-signup-pass',
    });
    assert.equal(signIn.error, null);

    const confirmedAgain = await admin.generateLink({
      type: 'signup',
      email,
      password: 'generated-signup-pass',
    });
    assert.equal(confirmedAgain.error?.status, 422);
    assert.equal(confirmedAgain.error?.code, 'email_exists');
    const noPassword = await admin.generateLink({
      type: 'signup',
      email: uniqueEmail('gen-nopass'),
      password: '',
    });
    assert.equal(noPassword.error?.status, 400);
    assert.equal(noPassword.error?.message, 'Signup requires a valid password');
  });

  it('generateLink magiclink signs a member in; for a new address it is a signup', async () => {
    const member = await createConfirmedUser(stack);
    const magic = await admin.generateLink({ type: 'magiclink', email: member.email });
    assert.equal(magic.error, null);
    assert.equal(magic.data.properties?.verification_type, 'magiclink');
    assert.equal(magic.data.user?.id, member.user.id);
    const { hash } = await follow(magic.data.properties?.action_link ?? '');
    assert.equal(hash.get('type'), 'magiclink');
    const { data: signedIn } = await anonClient(stack).auth.getUser(hash.get('access_token') ?? '');
    assert.equal(signedIn.user?.id, member.user.id);

    // The hashed token works as verifyOtp's token_hash too (a new one: the link above used its own).
    const second = await admin.generateLink({ type: 'magiclink', email: member.email });
    const verified = await anonClient(stack).auth.verifyOtp({
      token_hash: second.data.properties?.hashed_token ?? '',
      type: 'magiclink',
    });
    assert.equal(verified.error, null);
    assert.equal(verified.data.user?.id, member.user.id);

    const email = uniqueEmail('gen-magic-new');
    const created = await admin.generateLink({
      type: 'magiclink',
      email,
      options: { data: profileData() },
    });
    assert.equal(created.error, null);
    assert.equal(created.data.properties?.verification_type, 'signup');
    assert.equal(
      new URL(created.data.properties?.action_link ?? '').searchParams.get('type'),
      'signup',
    );
    assert.equal(created.data.user?.email, email);
  });

  it('generateLink recovery: 404 for an unknown address; its code works with verifyOtp', async () => {
    const unknown = await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    assert.equal(unknown.error?.status, 404);
    assert.equal(unknown.error?.code, 'user_not_found');
    assert.equal(unknown.error?.message, 'User with this email not found');

    const member = await createConfirmedUser(stack);
    const recovery = await admin.generateLink({
      type: 'recovery',
      email: member.email,
      options: { redirectTo: 'http://localhost:3000/auth/reset' },
    });
    assert.equal(recovery.error, null);
    assert.ok(recovery.data.user?.recovery_sent_at);
    const verified = await anonClient(stack).auth.verifyOtp({
      email: member.email,
      token: recovery.data.properties?.email_otp ?? '',
      type: 'recovery',
    });
    assert.equal(verified.error, null);
    assert.equal(verified.data.user?.id, member.user.id);

    const link = await admin.generateLink({ type: 'recovery', email: member.email });
    const { location, hash } = await follow(link.data.properties?.action_link ?? '');
    assert.ok(location.startsWith('http://localhost:3000/#'), 'no redirect asked: the site URL');
    assert.equal(hash.get('type'), 'recovery');
  });

  it('generateLink invite makes an invited user whose link confirms it', async () => {
    const email = uniqueEmail('gen-invite');
    const seen = await seenMail(stack);
    const { data, error } = await admin.generateLink({
      type: 'invite',
      email,
      options: { data: profileData() },
    });
    assert.equal(error, null);
    assert.ok(data.user?.invited_at);
    assert.equal(data.properties?.verification_type, 'invite');
    await assertNoMailTo(stack, [email], seen);
    const { hash } = await follow(data.properties?.action_link ?? '');
    assert.equal(hash.get('type'), 'invite');
    const { data: after } = await admin.getUserById(data.user?.id ?? '');
    assert.ok(after.user?.email_confirmed_at);
  });

  it('generateLink email_change_current and email_change_new move the address once both are followed', async () => {
    const member = await createConfirmedUser(stack);
    const newEmail = uniqueEmail('gen-moved');
    const current = await admin.generateLink({
      type: 'email_change_current',
      email: member.email,
      newEmail,
    });
    assert.equal(current.error, null);
    assert.equal(current.data.user?.new_email, newEmail);
    const next = await admin.generateLink({
      type: 'email_change_new',
      email: member.email,
      newEmail,
    });
    assert.equal(next.error, null);
    assert.equal(
      new URL(next.data.properties?.action_link ?? '').searchParams.get('token'),
      tokenHash(newEmail, next.data.properties?.email_otp ?? ''),
      "the new address's link is hashed with the new address",
    );

    const firstOfTwo = await follow(current.data.properties?.action_link ?? '');
    assert.match(firstOfTwo.hash.get('message') ?? '', /confirm link sent to the other email/);
    const still = await admin.getUserById(member.user.id);
    assert.equal(still.data.user?.email, member.email);
    const done = await follow(next.data.properties?.action_link ?? '');
    assert.equal(done.hash.get('message'), 'Email change confirmed');
    const moved = await admin.getUserById(member.user.id);
    assert.equal(moved.data.user?.email, newEmail);

    const other = await createConfirmedUser(stack);
    const taken = await admin.generateLink({
      type: 'email_change_new',
      email: newEmail,
      newEmail: other.email,
    });
    assert.equal(taken.error?.status, 422);
    assert.equal(taken.error?.code, 'email_exists');
  });

  it('generateLink refuses an unknown type', async () => {
    const res = await fetch(`${stack.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'bogus', email: uniqueEmail('bogus') }),
    });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { code: string; msg: string };
    assert.equal(body.code, 'validation_failed');
    assert.equal(body.msg, 'Invalid email action link type requested: bogus');
  });
});
