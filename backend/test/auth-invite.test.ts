import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { confirmationLink, listMail, waitForNewMail } from './helpers/mail-inbox.ts';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

const INVITE_SUBJECT = "You've been invited";
const WELCOME = 'http://localhost:3000/welcome';

/** The parameters of the hash the site gets after a link is followed. */
function hashOf(location: string | null): URLSearchParams {
  return new URLSearchParams(new URL(location ?? '').hash.slice(1));
}

/** Follows a mailed or generated link as a browser would, without going on to the site. */
async function follow(link: string): Promise<{ location: string; hash: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303, `${link} answered ${res.status}`);
  const location = res.headers.get('location') ?? '';
  return { location, hash: hashOf(location) };
}

/** GoTrue's token hash: sha224 of address + code, hex. */
const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

const profileData = () => ({ username: uniqueUsername('inv'), display_name: 'Invited' });

async function seenMail(stack: TestStack): Promise<Set<string>> {
  return new Set((await listMail(stack)).map((m) => m.id));
}

describe('auth admin: inviteUserByEmail and generateLink', () => {
  let stack: TestStack;
  let admin: SupabaseClient['auth']['admin'];
  before(async () => {
    stack = await startTestStack();
    admin = serviceClient(stack).auth.admin;
  });
  after(async () => {
    await stack?.stop();
  });

  /** Proves no mail went to `addresses`: a mail sent afterwards has arrived, so theirs would have. */
  async function assertNoMailTo(addresses: string[], seen: Set<string>): Promise<void> {
    const marker = await admin.inviteUserByEmail(uniqueEmail('marker'), { data: profileData() });
    assert.ok(
      await waitForNewMail(stack, marker.data.user?.email ?? '', INVITE_SUBJECT, seen),
      'the marker mail arrived',
    );
    const unexpected = (await listMail(stack)).filter(
      (m) => !seen.has(m.id) && m.to.some((t) => addresses.includes(t.address)),
    );
    assert.deepEqual(unexpected, [], 'no mail went out');
  }

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
    await assertNoMailTo([email], seen);

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
    await assertNoMailTo([email], seen);
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
