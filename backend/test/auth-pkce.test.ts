import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { codeOf, confirmationLink, seenMail } from './helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

import {
  VERIFIER_KEY,
  CALLBACK,
  pkceClient,
  mailTo,
  follow,
  codeFrom,
  amrOf,
} from './helpers/pkce-flow.ts';

describe('auth: PKCE flow', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('sign-up: the confirmation link brings a code that exchangeCodeForSession turns into a session', async () => {
    const { client, storage } = pkceClient(stack);
    const email = uniqueEmail('pkce-signup');
    const seen = await seenMail(stack);
    const signUp = await client.auth.signUp({
      email,
      password: 'correct-horse-battery',
      options: { data: { username: uniqueUsername() }, emailRedirectTo: CALLBACK },
    });
    assert.equal(signUp.error, null);
    assert.equal(signUp.data.session, null);
    assert.ok(storage.get(VERIFIER_KEY), 'the client keeps its verifier');

    const link = new URL(confirmationLink(await mailTo(stack, email, 'Confirm Your Signup', seen)));
    assert.match(link.searchParams.get('token') ?? '', /^pkce_/);
    const callback = await follow(link.toString());
    assert.equal(`${callback.origin}${callback.pathname}`, CALLBACK);
    const code = codeFrom(callback);

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    assert.ok(data.user?.email_confirmed_at, 'the address is confirmed');
    assert.deepEqual(amrOf(data.session?.access_token ?? ''), ['email/signup']);
    assert.equal(storage.get(VERIFIER_KEY), undefined, 'the verifier is used up');
    const { data: current } = await client.auth.getUser();
    assert.equal(current.user?.id, data.user?.id);
  });

  it('recovery: the link brings a code, the exchanged session sets a new password', async () => {
    const member = await createConfirmedUser(stack);
    const { client, storage } = pkceClient(stack);
    const seen = await seenMail(stack);
    const sent = await client.auth.resetPasswordForEmail(member.email, { redirectTo: CALLBACK });
    assert.deepEqual(sent, { data: {}, error: null });
    // The client marks a recovery verifier so that the exchange announces PASSWORD_RECOVERY.
    assert.match(String(JSON.parse(storage.get(VERIFIER_KEY) ?? '""')), /\/recovery$/);

    const mail = await mailTo(stack, member.email, 'Reset your password', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.id, member.user.id);
    assert.deepEqual(amrOf(data.session?.access_token ?? ''), ['recovery']);
    assert.ok(events.includes('PASSWORD_RECOVERY'), `events: ${events.join(', ')}`);

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
  });

  it('magic link: a known address signs in through the code', async () => {
    const member = await createConfirmedUser(stack);
    const { client } = pkceClient(stack);
    const seen = await seenMail(stack);
    const sent = await client.auth.signInWithOtp({
      email: member.email,
      options: { emailRedirectTo: CALLBACK },
    });
    assert.equal(sent.error, null);
    const mail = await mailTo(stack, member.email, 'Your sign-in link', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.id, member.user.id);
    assert.deepEqual(amrOf(data.session?.access_token ?? ''), ['magiclink']);
  });

  it('magic link: a new address is signed up and confirmed through the code', async () => {
    const email = uniqueEmail('pkce-otp-new');
    const { client } = pkceClient(stack);
    const seen = await seenMail(stack);
    const sent = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: CALLBACK, data: { username: uniqueUsername() } },
    });
    assert.equal(sent.error, null);
    const mail = await mailTo(stack, email, 'Confirm Your Signup', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    assert.ok(data.user?.email_confirmed_at);
  });

  it('the code typed from a PKCE mail still signs in with verifyOtp', async () => {
    const member = await createConfirmedUser(stack);
    const { client } = pkceClient(stack);
    const seen = await seenMail(stack);
    assert.equal((await client.auth.signInWithOtp({ email: member.email })).error, null);
    const mail = await mailTo(stack, member.email, 'Your sign-in link', seen);
    const { data, error } = await anonClient(stack).auth.verifyOtp({
      email: member.email,
      token: codeOf(mail),
      type: 'email',
    });
    assert.equal(error, null);
    assert.equal(data.user?.id, member.user.id);
  });

  it('resend of a sign-up confirmation in the PKCE flow mails a link that brings a code', async () => {
    const email = uniqueEmail('pkce-resend');
    const plain = await anonClient(stack).auth.signUp({
      email,
      password: 'correct-horse-battery',
      options: { data: { username: uniqueUsername() } },
    });
    assert.equal(plain.error, null);
    await stack.pool.query(
      "update auth.users set confirmation_sent_at = now() - interval '1 hour' where email = $1",
      [email],
    );
    const { client } = pkceClient(stack);
    const seen = await seenMail(stack);
    const resent = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: CALLBACK },
    });
    assert.equal(resent.error, null);
    const mail = await mailTo(stack, email, 'Confirm Your Signup', seen);
    const code = codeFrom(await follow(confirmationLink(mail)));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
  });

  it('without a challenge the links still carry the session in the hash', async () => {
    const member = await createConfirmedUser(stack);
    const seen = await seenMail(stack);
    const sent = await anonClient(stack).auth.resetPasswordForEmail(member.email, {
      redirectTo: CALLBACK,
    });
    assert.equal(sent.error, null);
    const link = new URL(
      confirmationLink(await mailTo(stack, member.email, 'Reset your password', seen)),
    );
    assert.doesNotMatch(link.searchParams.get('token') ?? '', /^pkce_/);
    const callback = await follow(link.toString());
    assert.equal(callback.searchParams.get('code'), null);
    assert.ok(new URLSearchParams(callback.hash.slice(1)).get('access_token'));
    const { rows } = await stack.pool.query('select 1 from auth.flow_state where user_id = $1', [
      member.user.id,
    ]);
    assert.equal(rows.length, 0);
  });
});
