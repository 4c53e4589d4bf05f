import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import {
  seenMail,
  codeOf,
  confirmationLink,
  listMail,
  waitForNewMail,
} from './helpers/mail-inbox.ts';
import { assertNoMailTo, follow } from './helpers/auth-links.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail } from './helpers/test-users.ts';

const RESET_SUBJECT = 'Reset your password';

async function ageRecoveryMail(stack: TestStack, email: string): Promise<void> {
  await stack.pool.query(
    "update auth.users set recovery_sent_at = now() - interval '1 hour' where email = $1",
    [email],
  );
}

describe('auth: password recovery', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('mails a link that signs in with type=recovery, and the new password then works', async () => {
    const member = await createConfirmedUser(stack);
    const seen = await seenMail(stack);
    const client = anonClient(stack);
    const sent = await client.auth.resetPasswordForEmail(member.email, {
      redirectTo: 'http://localhost:3000/auth/reset',
    });
    assert.deepEqual(sent, { data: {}, error: null });
    const mail = await waitForNewMail(stack, member.email, RESET_SUBJECT, seen);
    assert.ok(mail, 'no recovery mail');
    const link = new URL(confirmationLink(mail));
    assert.equal(link.searchParams.get('type'), 'recovery');

    const { data: pending } = await client.auth.getUser(member.session.access_token);
    assert.ok(pending.user?.recovery_sent_at, 'the user shows when the mail went out');

    const verify = await fetch(link, { redirect: 'manual' });
    assert.equal(verify.status, 303);
    const location = new URL(verify.headers.get('location') ?? '');
    assert.equal(location.pathname, '/auth/reset');
    const hash = new URLSearchParams(location.hash.slice(1));
    assert.equal(hash.get('type'), 'recovery');
    const session = await client.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    assert.equal(session.error, null);
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

    const again = await fetch(link, { redirect: 'manual' });
    const used = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    assert.equal(used.get('error_code'), 'otp_expired');
  });

  it('verifies the mailed code with the address, and the token hash on its own', async () => {
    const member = await createConfirmedUser(stack);
    let seen = await seenMail(stack);
    const client = anonClient(stack);
    await client.auth.resetPasswordForEmail(member.email);
    const first = await waitForNewMail(stack, member.email, RESET_SUBJECT, seen);
    assert.ok(first);
    const wrong = await client.auth.verifyOtp({
      email: member.email,
      token: codeOf(first) === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    assert.equal(wrong.error?.status, 403);
    assert.equal(wrong.error?.code, 'otp_expired');
    assert.equal(wrong.error?.message, 'Token has expired or is invalid');

    const byCode = await client.auth.verifyOtp({
      email: member.email.toUpperCase(),
      token: codeOf(first),
      type: 'recovery',
    });
    assert.equal(byCode.error, null);
    assert.equal(byCode.data.user?.email, member.email);
    assert.ok(byCode.data.session?.access_token);
    assert.equal((await client.auth.updateUser({ password: 'recovered-by-code' })).error, null);

    await ageRecoveryMail(stack, member.email);
    seen = await seenMail(stack);
    await client.auth.resetPasswordForEmail(member.email);
    const second = await waitForNewMail(stack, member.email, RESET_SUBJECT, seen);
    assert.ok(second);
    const tokenHash = new URL(confirmationLink(second)).searchParams.get('token')!;
    const byHash = await anonClient(stack).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    assert.equal(byHash.error, null);
    assert.equal(byHash.data.user?.id, member.user.id);
    const replay = await anonClient(stack).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    assert.equal(replay.error?.code, 'otp_expired');
    assert.equal(replay.error?.message, 'Email link is invalid or has expired');
  });

  it('answers an unknown address like a known one and mails nobody', async () => {
    const member = await createConfirmedUser(stack);
    const seen = await seenMail(stack);
    const unknown = uniqueEmail('nobody');
    const answer = await anonClient(stack).auth.resetPasswordForEmail(unknown);
    assert.deepEqual(answer, { data: {}, error: null });
    // A mail asked for afterwards has arrived, so one for the unknown address would have too.
    await anonClient(stack).auth.resetPasswordForEmail(member.email);
    assert.ok(await waitForNewMail(stack, member.email, RESET_SUBJECT, seen));
    const toUnknown = (await listMail(stack)).filter(
      (m) => !seen.has(m.id) && m.to.some((t) => t.address === unknown),
    );
    assert.deepEqual(toUnknown, []);
  });

  it('sends no second mail within the interval, answering as for anyone, and needs an address', async () => {
    const member = await createConfirmedUser(stack);
    const client = anonClient(stack);
    const seen = await seenMail(stack);
    assert.equal((await client.auth.resetPasswordForEmail(member.email)).error, null);
    const first = await waitForNewMail(stack, member.email, RESET_SUBJECT, seen);
    assert.ok(first, 'no recovery mail');
    const tooSoon = await client.auth.resetPasswordForEmail(member.email);
    assert.deepEqual(tooSoon, { data: {}, error: null });
    await assertNoMailTo(stack, [member.email], new Set([...seen, first.id]));
    // The first link still works: the second request replaced nothing.
    assert.equal((await follow(confirmationLink(first))).hash.get('type'), 'recovery');
    const empty = await client.auth.resetPasswordForEmail('');
    assert.equal(empty.error?.status, 400);
    assert.equal(empty.error?.code, 'validation_failed');
    const bad = await client.auth.verifyOtp({
      token_hash: 'x',
      type: 'recovery',
      email: 'a@b.co',
    } as never);
    assert.equal(bad.error?.code, 'validation_failed');
  });
});

describe('auth: recovery requests per client IP', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ rateLimitOtp: 2 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('answers 429 over_request_rate_limit past the limit, known address or not', async () => {
    const client = anonClient(stack);
    for (let i = 0; i < 2; i += 1)
      assert.equal((await client.auth.resetPasswordForEmail(uniqueEmail('burst'))).error, null);
    const limited = await client.auth.resetPasswordForEmail(uniqueEmail('burst'));
    assert.equal(limited.error?.status, 429);
    assert.equal(limited.error?.code, 'over_request_rate_limit');
  });
});
