import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import bcrypt from 'bcryptjs';
import * as passwordPolicy from '../src/auth/password.policy.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { confirmationLink, listMail, waitForMail, waitForNewMail } from './helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

/** Small limits so each attack reaches them in a few requests. */
const FAILED_SIGN_IN_LIMIT = 5;
const TOKEN_LIMIT_PER_IP = 60;
const STRONG = 'attack-test-passphrase';
const SECOND_STRONG = 'a-different-passphrase';

interface AuthAnswer {
  status: number;
  body: {
    code?: string;
    message?: string;
    refresh_token?: string;
    weak_password?: { reasons?: string[] };
  };
}

async function post(
  stack: TestStack,
  path: string,
  body: unknown,
  token?: string,
): Promise<AuthAnswer> {
  const res = await fetch(`${stack.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token ?? stack.anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as AuthAnswer['body'] };
}

const signIn = (stack: TestStack, email: string, password: string) =>
  post(stack, '/token?grant_type=password', { email, password });
const refresh = (stack: TestStack, refreshToken: string) =>
  post(stack, '/token?grant_type=refresh_token', { refresh_token: refreshToken });

async function putUser(stack: TestStack, token: string, body: unknown): Promise<AuthAnswer> {
  const res = await fetch(`${stack.url}/auth/v1/user`, {
    method: 'PUT',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as AuthAnswer['body'] };
}

/** Waits (a bounded number of polls) for a mail to `address` with `subject` that is not among `seen`. */

/** A sign-up body the profile trigger accepts, so only the password decides the answer. */
const signUpBody = (password: string) => ({
  email: uniqueEmail(),
  password,
  data: { username: uniqueUsername(), display_name: 'Attack' },
});

const hashOf = (location: string | null) =>
  new URLSearchParams(new URL(location ?? 'http://x/').hash.slice(1));

describe('attacks on auth', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({
      failedSignInLimit: FAILED_SIGN_IN_LIMIT,
      rateLimitToken: TOKEN_LIMIT_PER_IP,
      mailMinIntervalSeconds: 0,
    });
  });
  after(async () => {
    await stack?.stop();
  });

  it('locks one account after a few wrong passwords, the right one included', async () => {
    const victim = await createConfirmedUser(stack, { password: STRONG });
    let lockedAfter = -1;
    let locked: AuthAnswer | undefined;
    for (let i = 0; i < 200 && !locked; i += 1) {
      const answer = await signIn(stack, victim.email, `wrong-guess-${i}`);
      if (answer.status === 429) {
        locked = answer;
        lockedAfter = i;
      } else assert.equal(answer.body.code, 'invalid_credentials');
    }
    assert.ok(locked, 'no 429 within 200 wrong passwords');
    assert.equal(lockedAfter, FAILED_SIGN_IN_LIMIT);
    assert.equal(locked.body.code, 'over_request_rate_limit');
    assert.equal(locked.body.message, 'Request rate limit reached');
    const right = await signIn(stack, victim.email, STRONG);
    assert.equal(right.status, 429);
    assert.equal(right.body.code, 'over_request_rate_limit');
  });

  it('runs bcrypt once for an unknown address, as for a known one', async () => {
    // Timing is not asserted (shared, noisy machine): the policy module counts its bcrypt comparisons.
    const runs = (passwordPolicy as { bcryptComparisons?: () => number }).bcryptComparisons;
    assert.equal(typeof runs, 'function', 'password.policy.ts exports no bcrypt counter');
    const known = await createConfirmedUser(stack, { password: STRONG });
    const beforeKnown = runs!();
    assert.equal((await signIn(stack, known.email, 'not-the-password')).status, 400);
    const knownRuns = runs!() - beforeKnown;
    const beforeUnknown = runs!();
    const unknown = await signIn(stack, uniqueEmail('nobody'), 'not-the-password');
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.code, 'invalid_credentials');
    assert.equal(knownRuns, 1);
    assert.equal(runs!() - beforeUnknown, 1);
  });

  it('keeps the first metadata when an unconfirmed address signs up again', async () => {
    const email = uniqueEmail('resign');
    const ownerName = uniqueUsername('owner');
    const first = await anonClient(stack).auth.signUp({
      email,
      password: STRONG,
      options: { data: { username: ownerName, display_name: 'Owner' } },
    });
    assert.equal(first.error, null);
    const seen = new Set((await listMail(stack)).map((m) => m.id));
    const second = await anonClient(stack).auth.signUp({
      email,
      password: SECOND_STRONG,
      options: { data: { username: uniqueUsername('thief'), display_name: 'Thief' } },
    });
    assert.equal(second.error, null);
    const resent = await waitForNewMail(stack, email, 'Confirm Your Signup', seen);
    assert.ok(resent, 'the second sign-up resent no confirmation mail');
    const verify = await fetch(confirmationLink(resent), { redirect: 'manual' });
    assert.equal(verify.status, 303);

    // Two passwords met the address, so neither opens it (attack-signup-first covers the rest).
    assert.equal((await signIn(stack, email, SECOND_STRONG)).body.code, 'invalid_credentials');
    const owner = anonClient(stack);
    const session = hashOf(verify.headers.get('location'));
    const set = await owner.auth.setSession({
      access_token: session.get('access_token') ?? '',
      refresh_token: session.get('refresh_token') ?? '',
    });
    assert.equal(set.error, null);
    assert.equal(set.data.user?.user_metadata.username, ownerName);
    assert.equal(set.data.user?.user_metadata.display_name, 'Owner');
  });

  it('revokes the whole family on refresh-token reuse, for good', async () => {
    const user = await createConfirmedUser(stack, { password: STRONG });
    const first = user.session.refresh_token;
    // Two rotations: the replayed token is then no longer the parent of the live one.
    const middle = await refresh(stack, first);
    assert.equal(middle.status, 200);
    const rotated = await refresh(stack, middle.body.refresh_token!);
    assert.equal(rotated.status, 200);
    const live = rotated.body.refresh_token!;
    // Ages the used token past the reuse interval instead of waiting for it.
    await stack.pool.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1",
      [first],
    );
    const answers: AuthAnswer[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await refresh(stack, first));
    assert.deepEqual(
      answers.map((a) => [a.status, a.body.code]),
      Array.from({ length: 6 }, () => [400, 'refresh_token_already_used']),
    );
    const family = await refresh(stack, live);
    assert.equal(family.status, 400);
    assert.equal(family.body.code, 'refresh_token_already_used');
  });

  it('refuses a password of one repeated character', async () => {
    const answer = await post(stack, '/signup', signUpBody('aaaaaaaa'));
    assert.equal(answer.status, 422);
    assert.equal(answer.body.code, 'weak_password');
    assert.deepEqual(answer.body.weak_password?.reasons, ['pwned']);
  });

  it('refuses a password past 72 bytes instead of truncating it, and takes 72', async () => {
    const base = randomBytes(48).toString('base64url'); // 64 characters
    const tooLong = await post(stack, '/signup', signUpBody(`${base}123456789`));
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.code, 'validation_failed');
    assert.equal(tooLong.body.message, 'Password cannot be longer than 72 characters');
    // Multi-byte characters count in bytes: 36 × "é" is 72 bytes, 37 is 74.
    const wide = await post(stack, '/signup', signUpBody('é'.repeat(37)));
    assert.equal(wide.status, 400);
    const exact = await anonClient(stack).auth.signUp({
      email: uniqueEmail(),
      password: `${base}12345678`,
      options: { data: { username: uniqueUsername() } },
    });
    assert.equal(exact.error, null);
  });

  it('refuses a common leaked password at sign-up and at a password change', async () => {
    const common = await post(stack, '/signup', signUpBody('password123'));
    assert.equal(common.status, 422);
    assert.equal(common.body.code, 'weak_password');
    const signUp = await post(stack, '/signup', signUpBody('qwertyuiop'));
    assert.equal(signUp.status, 422);
    assert.equal(signUp.body.code, 'weak_password');
    assert.deepEqual(signUp.body.weak_password?.reasons, ['pwned']);
    assert.equal(
      signUp.body.message,
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
    const user = await createConfirmedUser(stack, { password: STRONG });
    const change = await putUser(stack, user.session.access_token, { password: 'password123' });
    assert.equal(change.status, 422);
    assert.equal(change.body.code, 'weak_password');
  });

  it('still signs in with an old weak password and says it is weak', async () => {
    const user = await createConfirmedUser(stack, { password: STRONG });
    await stack.pool.query('update auth.users set encrypted_password = $2 where id = $1', [
      user.user.id,
      await bcrypt.hash('password123', 4),
    ]);
    const answer = await signIn(stack, user.email, 'password123');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.weak_password?.reasons, ['pwned']);
  });

  it('needs a link from the current address and one from the new to change the address', async () => {
    const user = await createConfirmedUser(stack, { password: STRONG });
    const newEmail = uniqueEmail('moved');
    const seen = new Set((await listMail(stack)).map((m) => m.id));
    const { error } = await user.client.auth.updateUser({ email: newEmail });
    assert.equal(error, null);
    const toNew = await waitForMail(stack, newEmail);
    const toCurrent = await waitForNewMail(stack, user.email, 'Confirm Email Change', seen);
    assert.ok(toCurrent, 'the current address was not told about the change');

    const newOnly = await fetch(confirmationLink(toNew), { redirect: 'manual' });
    assert.equal(newOnly.status, 303);
    assert.equal(
      hashOf(newOnly.headers.get('location')).get('message'),
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    const afterOne = await stack.pool.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [user.user.id],
    );
    assert.equal(afterOne.rows[0]?.email, user.email);

    const both = await fetch(confirmationLink(toCurrent), { redirect: 'manual' });
    assert.equal(both.status, 303);
    assert.equal(hashOf(both.headers.get('location')).get('error_code'), null);
    const afterBoth = await stack.pool.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [user.user.id],
    );
    assert.equal(afterBoth.rows[0]?.email, newEmail);
  });

  it('refuses 700 KB of user_metadata at sign-up and at PUT /user', async () => {
    const blob = 'x'.repeat(700 * 1024);
    const signUp = await post(stack, '/signup', {
      email: uniqueEmail(),
      password: STRONG,
      data: { username: uniqueUsername(), blob },
    });
    assert.equal(signUp.status, 400);
    assert.equal(signUp.body.code, 'validation_failed');
    const user = await createConfirmedUser(stack, { password: STRONG });
    const update = await putUser(stack, user.session.access_token, { data: { blob } });
    assert.equal(update.status, 400);
    assert.equal(update.body.code, 'validation_failed');
    const { rows } = await stack.pool.query<{ size: number }>(
      'select pg_column_size(raw_user_meta_data) as size from auth.users where id = $1',
      [user.user.id],
    );
    assert.ok((rows[0]?.size ?? 0) < 16 * 1024);
  });

  // Last: it spends this client's whole per-IP sign-in allowance.
  it('limits password sign-ins per client IP across many addresses', async () => {
    let limited: AuthAnswer | undefined;
    for (let i = 0; i < TOKEN_LIMIT_PER_IP * 2 && !limited; i += 1) {
      const answer = await signIn(stack, uniqueEmail('spray'), 'spray-password');
      if (answer.status === 429) limited = answer;
      else assert.equal(answer.body.code, 'invalid_credentials');
    }
    assert.ok(limited, `no 429 within ${TOKEN_LIMIT_PER_IP * 2} sign-ins from one IP`);
    assert.equal(limited.body.code, 'over_request_rate_limit');
  });
});
