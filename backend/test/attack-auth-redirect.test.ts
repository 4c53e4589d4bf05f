// Stealing a session through a mailed link: every endpoint that takes redirect_to must send the link
// (and so the session in its hash) only to the site URL or the allow list, port included.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { authFetch } from './helpers/auth-admin-calls.ts';
import { follow, profileData } from './helpers/auth-links.ts';
import {
  confirmationLink,
  seenMail,
  waitForMail,
  waitForNewMail,
  type CaughtMail,
} from './helpers/mail-inbox.ts';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

const SITE = 'http://localhost:3000';
const ALLOWED = ['https://app.example.test/**', 'http://localhost:4000/callback'];
/** A local server of the attacker's, on another port of the member's own machine. */
const THIEF = 'http://localhost:1337/steal';

const redirectOf = (mail: CaughtMail | undefined) => {
  assert.ok(mail, 'no mail');
  return new URL(confirmationLink(mail)).searchParams.get('redirect_to');
};

/** Where GET /verify sends the browser for this redirect_to (an unknown token: the error goes there). */
async function verifyTarget(stack: TestStack, redirectTo: string): Promise<string> {
  const url = new URL(`${stack.url}/auth/v1/verify`);
  url.searchParams.set('token', 'not-a-token');
  url.searchParams.set('type', 'signup');
  url.searchParams.set('redirect_to', redirectTo);
  const { location } = await follow(url.toString());
  return location.split('#')[0] ?? '';
}

describe('attack: a mailed link that sends its session elsewhere', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ redirectAllowList: ALLOWED, mailMinIntervalSeconds: 0 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('mails every link with the site as its target when given another localhost port', async () => {
    const client = anonClient(stack);
    const targets: Record<string, string | null> = {};

    const newcomer = uniqueEmail('newcomer');
    let seen = await seenMail(stack);
    await client.auth.signUp({
      email: newcomer,
      password: 'newcomer-passphrase',
      options: { emailRedirectTo: THIEF, data: { username: uniqueUsername('nc') } },
    });
    targets.signup = redirectOf(await waitForNewMail(stack, newcomer, 'Confirm Your Signup', seen));
    seen = await seenMail(stack);
    await client.auth.resend({
      type: 'signup',
      email: newcomer,
      options: { emailRedirectTo: THIEF },
    });
    targets.resend = redirectOf(await waitForNewMail(stack, newcomer, 'Confirm Your Signup', seen));

    const member = await createConfirmedUser(stack);
    seen = await seenMail(stack);
    await client.auth.resetPasswordForEmail(member.email, { redirectTo: THIEF });
    targets.recover = redirectOf(
      await waitForNewMail(stack, member.email, 'Reset your password', seen),
    );
    await stack.pool.query('update auth.users set recovery_sent_at = null where id = $1', [
      member.user.id,
    ]);
    seen = await seenMail(stack);
    await client.auth.signInWithOtp({ email: member.email, options: { emailRedirectTo: THIEF } });
    targets.otp = redirectOf(await waitForNewMail(stack, member.email, 'Your sign-in link', seen));
    seen = await seenMail(stack);
    await authFetch(stack, `/magiclink?redirect_to=${encodeURIComponent(THIEF)}`, {
      method: 'POST',
      body: { email: member.email },
    });
    targets.magiclink = redirectOf(
      await waitForNewMail(stack, member.email, 'Your sign-in link', seen),
    );

    const moved = uniqueEmail('moved');
    seen = await seenMail(stack);
    await member.client.auth.updateUser({ email: moved }, { emailRedirectTo: THIEF });
    targets['email change, new address'] = redirectOf(await waitForMail(stack, moved));
    targets['email change, current address'] = redirectOf(
      await waitForNewMail(stack, member.email, 'Confirm Email Change', seen),
    );

    const admin = serviceClient(stack).auth.admin;
    const invited = uniqueEmail('invited');
    await admin.inviteUserByEmail(invited, { data: profileData(), redirectTo: THIEF });
    targets.invite = redirectOf(await waitForMail(stack, invited));
    const generated = await admin.generateLink({
      type: 'magiclink',
      email: member.email,
      options: { redirectTo: THIEF },
    });
    targets.generateLink = generated.data.properties?.redirect_to ?? null;

    const expected = Object.fromEntries(Object.keys(targets).map((name) => [name, SITE]));
    assert.deepEqual(targets, expected);
  });

  it('sends a followed link to the site whatever other origin its redirect_to names', async () => {
    const member = await createConfirmedUser(stack);
    const seen = await seenMail(stack);
    await anonClient(stack).auth.signInWithOtp({ email: member.email });
    const link = new URL(
      confirmationLink(
        (await waitForNewMail(stack, member.email, 'Your sign-in link', seen)) ?? assert.fail(),
      ),
    );
    link.searchParams.set('redirect_to', THIEF);
    const { location, hash } = await follow(link.toString());
    assert.ok(location.startsWith(`${SITE}/#`), location);
    assert.ok(hash.get('access_token'), 'the link still signs in, at the site');

    const elsewhere = [
      'http://localhost:1337/',
      'http://localhost/',
      'https://localhost:3000/',
      'http://127.0.0.1:1337/',
      'http://127.0.0.1:3000/',
      'http://[::1]:1337/',
      'http://0.0.0.0:3000/',
      'http://2130706433:3000/',
      'http://thief.localhost:3000/',
      'http://localhost:3000@thief.test/',
      'https://app.example.test.thief.test/',
      'https://thief.test/https://app.example.test/',
      'http://localhost:4000/callback/more',
      'http://localhost:4001/callback',
      'javascript:alert(1)//localhost:3000/',
      '//thief.test/',
    ];
    const targets: Record<string, string> = {};
    for (const redirectTo of elsewhere) targets[redirectTo] = await verifyTarget(stack, redirectTo);
    assert.deepEqual(targets, Object.fromEntries(elsewhere.map((url) => [url, `${SITE}/`])));
  });

  it('keeps a redirect to the site itself or to an address the allow list matches', async () => {
    const kept = [
      `${SITE}/auth/reset`,
      `${SITE}/?next=%2Fcreate`,
      'https://app.example.test/welcome',
      'https://app.example.test/a/b?c=d',
      'http://localhost:4000/callback',
    ];
    const targets: Record<string, string> = {};
    for (const redirectTo of kept) targets[redirectTo] = await verifyTarget(stack, redirectTo);
    assert.deepEqual(targets, Object.fromEntries(kept.map((url) => [url, new URL(url).href])));
  });
});
