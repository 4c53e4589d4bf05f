import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { codeOf, confirmationLink, listMail, waitForNewMail } from './helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

const MAGIC_SUBJECT = 'Your sign-in link';

const seenMail = async (stack: TestStack) => new Set((await listMail(stack)).map((m) => m.id));

describe('auth: magic link and e-mail OTP', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('signs a member in with the mailed code, and the user shows the sign-in', async () => {
    const member = await createConfirmedUser(stack);
    const before = member.user.last_sign_in_at;
    const seen = await seenMail(stack);
    const client = anonClient(stack);
    const sent = await client.auth.signInWithOtp({ email: member.email });
    assert.equal(sent.error, null);
    const mail = await waitForNewMail(stack, member.email, MAGIC_SUBJECT, seen);
    assert.ok(mail, 'no magic-link mail');
    const { data, error } = await client.auth.verifyOtp({
      email: member.email,
      token: codeOf(mail),
      type: 'email',
    });
    assert.equal(error, null);
    const user = data.user!;
    assert.equal(user.id, member.user.id);
    assert.deepEqual(user.app_metadata, { provider: 'email', providers: ['email'] });
    assert.equal(user.is_anonymous, false);
    assert.equal(user.identities?.[0]?.provider, 'email');
    assert.ok(user.last_sign_in_at && before && user.last_sign_in_at > before);
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    );
    assert.equal(claims.amr[0].method, 'otp');
    const reused = await anonClient(stack).auth.verifyOtp({
      email: member.email,
      token: codeOf(mail),
      type: 'email',
    });
    assert.equal(reused.error?.code, 'otp_expired');
  });

  it('follows the magic link, and verifies its token hash as type magiclink', async () => {
    const member = await createConfirmedUser(stack);
    let seen = await seenMail(stack);
    await anonClient(stack).auth.signInWithOtp({ email: member.email });
    const first = await waitForNewMail(stack, member.email, MAGIC_SUBJECT, seen);
    assert.ok(first);
    const link = new URL(confirmationLink(first));
    assert.equal(link.searchParams.get('type'), 'magiclink');
    const followed = await fetch(link, { redirect: 'manual' });
    const hash = new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1));
    assert.equal(hash.get('type'), 'magiclink');
    assert.ok(hash.get('access_token'));

    await stack.pool.query(
      "update auth.users set recovery_sent_at = now() - interval '1 hour' where id = $1",
      [member.user.id],
    );
    seen = await seenMail(stack);
    await anonClient(stack).auth.signInWithOtp({ email: member.email });
    const second = await waitForNewMail(stack, member.email, MAGIC_SUBJECT, seen);
    assert.ok(second);
    const tokenHash = new URL(confirmationLink(second)).searchParams.get('token')!;
    const byHash = await anonClient(stack).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'magiclink',
    });
    assert.equal(byHash.error, null);
    assert.equal(byHash.data.user?.id, member.user.id);
  });

  it('signs up an unknown address, whose confirmation code then signs it in', async () => {
    const email = uniqueEmail('otpnew');
    const seen = await seenMail(stack);
    const client = anonClient(stack);
    const sent = await client.auth.signInWithOtp({
      email,
      options: { data: { username: uniqueUsername('otp'), display_name: 'Otp' } },
    });
    assert.equal(sent.error, null);
    const mail = await waitForNewMail(stack, email, 'Confirm Your Signup', seen);
    assert.ok(mail, 'no confirmation mail');
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: codeOf(mail),
      type: 'email',
    });
    assert.equal(error, null);
    assert.ok(data.user?.email_confirmed_at);
    assert.equal(data.user?.user_metadata.email_verified, true);
    assert.equal(data.user?.user_metadata.display_name, 'Otp');
  });

  it('refuses an unknown address with shouldCreateUser false, and creates nobody', async () => {
    const email = uniqueEmail('nocreate');
    const { error } = await anonClient(stack).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    assert.equal(error?.status, 422);
    assert.equal(error?.code, 'otp_disabled');
    assert.equal(error?.message, 'Signups not allowed for otp');
    const { rowCount } = await stack.pool.query('select 1 from auth.users where email = $1', [
      email,
    ]);
    assert.equal(rowCount, 0);
    const member = await createConfirmedUser(stack);
    const known = await anonClient(stack).auth.signInWithOtp({
      email: member.email,
      options: { shouldCreateUser: false },
    });
    assert.equal(known.error, null);
  });

  it('answers phone OTP with phone_provider_disabled and bad input with validation_failed', async () => {
    const phone = await anonClient(stack).auth.signInWithOtp({ phone: '+15555550100' });
    assert.equal(phone.error?.status, 400);
    assert.equal(phone.error?.code, 'phone_provider_disabled');
    const verifyPhone = await anonClient(stack).auth.verifyOtp({
      phone: '+15555550100',
      token: '123456',
      type: 'sms',
    });
    assert.equal(verifyPhone.error?.code, 'phone_provider_disabled');
    const badEmail = await anonClient(stack).auth.signInWithOtp({ email: 'not-an-address' });
    assert.equal(badEmail.error?.status, 400);
    assert.equal(badEmail.error?.code, 'validation_failed');
  });
});
