import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { follow } from './helpers/auth-links.ts';
import {
  confirmationLink,
  seenMail,
  waitForNewMail,
  type CaughtMail,
} from './helpers/mail-inbox.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

// An abuser signs up with someone else's address before (or after) its owner does. Whatever the
// order, the owner's confirmation must never open an account with a password the abuser chose.

const ABUSER_PASSWORD = 'abuser-chosen-passphrase';
const OWNER_PASSWORD = 'owner-chosen-passphrase';
const NEW_PASSWORD = 'owner-new-passphrase';
const CONFIRM_SUBJECT = 'Confirm Your Signup';

interface SignUpAttempt {
  password: string;
  username: string;
}

async function signUp(stack: TestStack, email: string, attempt: SignUpAttempt) {
  return anonClient(stack).auth.signUp({
    email,
    password: attempt.password,
    options: { data: { username: attempt.username, display_name: attempt.username } },
  });
}

async function signUpAndCatchMail(
  stack: TestStack,
  email: string,
  attempt: SignUpAttempt,
): Promise<CaughtMail> {
  const seen = await seenMail(stack);
  const { error } = await signUp(stack, email, attempt);
  assert.equal(error, null, `sign-up of ${attempt.username} failed: ${error?.message}`);
  const mail = await waitForNewMail(stack, email, CONFIRM_SUBJECT, seen);
  assert.ok(mail, `no confirmation mail after the sign-up of ${attempt.username}`);
  return mail;
}

const signInError = async (stack: TestStack, email: string, password: string) =>
  (await anonClient(stack).auth.signInWithPassword({ email, password })).error?.code;

/** Follows a mailed link and takes the session it brings, as the site's client does. */
async function sessionFromLink(stack: TestStack, mail: CaughtMail): Promise<SupabaseClient> {
  const { hash } = await follow(confirmationLink(mail));
  const client = anonClient(stack);
  const { error } = await client.auth.setSession({
    access_token: hash.get('access_token') ?? '',
    refresh_token: hash.get('refresh_token') ?? '',
  });
  assert.equal(error, null, `the link brought no session: ${hash.toString()}`);
  return client;
}

/** Neither password chosen before confirmation opens the account; the link's session asks for one. */
async function assertOwnerMustChooseAPassword(
  stack: TestStack,
  email: string,
  owner: SupabaseClient,
): Promise<void> {
  assert.equal(await signInError(stack, email, ABUSER_PASSWORD), 'invalid_credentials');
  assert.equal(await signInError(stack, email, OWNER_PASSWORD), 'invalid_credentials');
  const { data } = await owner.auth.getUser();
  assert.equal(data.user?.app_metadata.signup_contested, true);

  const update = await owner.auth.updateUser({ password: NEW_PASSWORD });
  assert.equal(update.error, null);
  assert.equal(update.data.user?.app_metadata.signup_contested, undefined);
  assert.equal(await signInError(stack, email, NEW_PASSWORD), undefined);
  assert.equal(await signInError(stack, email, ABUSER_PASSWORD), 'invalid_credentials');
}

describe('signing up first with someone else’s address', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ mailMinIntervalSeconds: 0 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('leaves the abuser’s password useless when the owner signs up and confirms later', async () => {
    const email = uniqueEmail('victim');
    await signUpAndCatchMail(stack, email, {
      password: ABUSER_PASSWORD,
      username: uniqueUsername('abuser'),
    });
    const ownerMail = await signUpAndCatchMail(stack, email, {
      password: OWNER_PASSWORD,
      username: uniqueUsername('owner'),
    });
    await assertOwnerMustChooseAPassword(stack, email, await sessionFromLink(stack, ownerMail));
  });

  it('leaves the abuser’s password useless when the abuser signs up after the owner', async () => {
    const email = uniqueEmail('victim');
    await signUpAndCatchMail(stack, email, {
      password: OWNER_PASSWORD,
      username: uniqueUsername('owner'),
    });
    const lastMail = await signUpAndCatchMail(stack, email, {
      password: ABUSER_PASSWORD,
      username: uniqueUsername('abuser'),
    });
    await assertOwnerMustChooseAPassword(stack, email, await sessionFromLink(stack, lastMail));
  });

  it('keeps the password of one person who signs up twice with it', async () => {
    const email = uniqueEmail('twice');
    const attempt = { password: OWNER_PASSWORD, username: uniqueUsername('twice') };
    await signUpAndCatchMail(stack, email, attempt);
    const mail = await signUpAndCatchMail(stack, email, attempt);
    const owner = await sessionFromLink(stack, mail);
    const { data } = await owner.auth.getUser();
    assert.equal(data.user?.app_metadata.signup_contested, undefined);
    assert.equal(await signInError(stack, email, OWNER_PASSWORD), undefined);
  });

  it('does not let a reset link confirm an address with the abuser’s password', async () => {
    const email = uniqueEmail('victim');
    await signUpAndCatchMail(stack, email, {
      password: ABUSER_PASSWORD,
      username: uniqueUsername('abuser'),
    });
    const seen = await seenMail(stack);
    const reset = await anonClient(stack).auth.resetPasswordForEmail(email);
    assert.equal(reset.error, null);
    const resetMail = await waitForNewMail(stack, email, 'Reset your password', seen);
    assert.ok(resetMail, 'no reset mail');
    const owner = await sessionFromLink(stack, resetMail);
    assert.equal(await signInError(stack, email, ABUSER_PASSWORD), 'invalid_credentials');
    const { data } = await owner.auth.getUser();
    assert.equal(data.user?.app_metadata.signup_contested, true);
  });
});

describe('signing up first, when the owner’s own sign-up is refused as too soon', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ mailMinIntervalSeconds: 3600 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('still leaves the abuser’s password useless once the abuser’s mail is followed', async () => {
    const email = uniqueEmail('victim');
    const abuserMail = await signUpAndCatchMail(stack, email, {
      password: ABUSER_PASSWORD,
      username: uniqueUsername('abuser'),
    });
    // The owner is told to wait, but the mail in the inbox looks like the answer to their sign-up.
    const refused = await signUp(stack, email, {
      password: OWNER_PASSWORD,
      username: uniqueUsername('owner'),
    });
    assert.equal(refused.error?.status, 429);
    await sessionFromLink(stack, abuserMail);
    assert.equal(await signInError(stack, email, ABUSER_PASSWORD), 'invalid_credentials');
  });
});
