// Guessing a mailed 6-digit code, and using the guessing budget to lock others out: a code dies after
// a few wrong guesses, an address is refused after more, and one client's failures never stop
// another member's valid link (nor, behind a trusted proxy, another member's code).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { follow } from './helpers/auth-links.ts';
import {
  codeOf,
  confirmationLink,
  seenMail,
  waitForMail,
  waitForNewMail,
  type CaughtMail,
} from './helpers/mail-inbox.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

const MAGIC_SUBJECT = 'Your sign-in link';
const WRONG_GUESSES_PER_CODE = 5;
const WRONG_CODES_PER_ADDRESS = 12;

interface Answer {
  status: number;
  body: { code?: string; message?: string; access_token?: string };
}

/** POST /verify with a typed code, as verifyOtp sends it; `forwardedFor` as a proxy would add it. */
async function typeCode(
  stack: TestStack,
  email: string,
  token: string,
  forwardedFor?: string,
): Promise<Answer> {
  const res = await fetch(`${stack.url}/auth/v1/verify`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ type: 'email', email, token }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string, nth: number) =>
  String((Number(code) + 1 + nth) % 1_000_000).padStart(6, '0');

/** Asks for a magic link (the interval since the last one lifted) and answers its mail. */
async function mailedSignIn(stack: TestStack, email: string): Promise<CaughtMail> {
  await stack.pool.query('update auth.users set recovery_sent_at = null where email = $1', [email]);
  const seen = await seenMail(stack);
  const sent = await anonClient(stack).auth.signInWithOtp({ email });
  assert.equal(sent.error, null);
  const mail = await waitForNewMail(stack, email, MAGIC_SUBJECT, seen);
  assert.ok(mail, 'no magic-link mail');
  return mail;
}

const EXPIRED = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' };
const RATE_LIMITED = { status: 429, code: 'over_request_rate_limit' };
const outcome = (answer: Answer) => ({
  status: answer.status,
  code: answer.body.code,
  message: answer.body.message,
});

describe('attack: guessing a mailed code', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({
      otpMaxWrongGuesses: WRONG_GUESSES_PER_CODE,
      failedVerifyLimit: WRONG_CODES_PER_ADDRESS,
    });
  });
  after(async () => {
    await stack?.stop();
  });

  it('kills a code after five wrong guesses, so the right one no longer signs in', async () => {
    const member = await createConfirmedUser(stack);
    const mail = await mailedSignIn(stack, member.email);
    const code = codeOf(mail);
    for (let i = 0; i < WRONG_GUESSES_PER_CODE; i += 1)
      assert.deepEqual(outcome(await typeCode(stack, member.email, wrongCode(code, i))), EXPIRED);
    const right = await typeCode(stack, member.email, code);
    assert.deepEqual(outcome(right), EXPIRED, 'the right code still signs in after the guesses');
    const { hash } = await follow(confirmationLink(mail));
    assert.equal(hash.get('error_code'), 'otp_expired', 'the same code as a link still works');

    const fresh = await mailedSignIn(stack, member.email);
    for (let i = 0; i < WRONG_GUESSES_PER_CODE - 1; i += 1)
      await typeCode(stack, member.email, wrongCode(codeOf(fresh), i));
    const signedIn = await typeCode(stack, member.email, codeOf(fresh));
    assert.equal(signedIn.status, 200, 'a new code takes four wrong guesses and the right one');
    assert.ok(signedIn.body.access_token);
  });

  it('refuses typed codes for an address after more wrong ones, its link still working', async () => {
    const member = await createConfirmedUser(stack);
    let mail = await mailedSignIn(stack, member.email);
    const answers: Array<ReturnType<typeof outcome>> = [];
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS; i += 1) {
      // A new code whenever the last one died, as a patient guesser would ask for.
      if (i > 0 && i % WRONG_GUESSES_PER_CODE === 0) mail = await mailedSignIn(stack, member.email);
      answers.push(outcome(await typeCode(stack, member.email, wrongCode(codeOf(mail), i))));
    }
    assert.deepEqual(
      answers,
      Array.from({ length: WRONG_CODES_PER_ADDRESS }, () => EXPIRED),
    );
    const right = await typeCode(stack, member.email, codeOf(mail));
    assert.deepEqual(
      { status: right.status, code: right.body.code },
      RATE_LIMITED,
      'the address takes typed codes without end',
    );
    const { hash } = await follow(confirmationLink(mail));
    assert.ok(hash.get('access_token'), 'the mailed link of the address still signs in');

    const other = await createConfirmedUser(stack);
    const otherMail = await mailedSignIn(stack, other.email);
    assert.equal((await typeCode(stack, other.email, codeOf(otherMail))).status, 200);
  });
});

describe('attack: one client spends the verify budget of everyone on its address', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ rateLimitVerify: 15 });
  });
  after(async () => {
    await stack?.stop();
  });

  it("still confirms another member's sign-up link from the same IP", async () => {
    let limited: Answer | undefined;
    for (let i = 0; i < 100 && !limited; i += 1) {
      const answer = await typeCode(stack, uniqueEmail('guess'), '123456');
      if (answer.status === 429) limited = answer;
      else assert.deepEqual(outcome(answer), EXPIRED);
    }
    assert.ok(limited, 'no 429 within 100 wrong codes from one IP');
    assert.equal(limited.body.code, 'over_request_rate_limit');
    const spoofed = await typeCode(stack, uniqueEmail('guess'), '123456', '198.51.100.7');
    assert.equal(spoofed.status, 429, 'a client-sent X-Forwarded-For opened a new budget');

    const email = uniqueEmail('newcomer');
    const signUp = await anonClient(stack).auth.signUp({
      email,
      password: 'newcomer-passphrase',
      options: { data: { username: uniqueUsername('nc') } },
    });
    assert.equal(signUp.error, null);
    const res = await fetch(confirmationLink(await waitForMail(stack, email)), {
      redirect: 'manual',
    });
    assert.equal(res.status, 303, `the confirmation link answered ${res.status}`);
    const hash = new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1));
    assert.equal(hash.get('error_code'), null, hash.get('error_description') ?? '');
    assert.ok(hash.get('access_token'), 'the confirmation link did not sign in');
  });
});

describe('attack: one client behind a trusted proxy spends the verify budget', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ rateLimitVerify: 15, rateLimitHeader: 'X-Forwarded-For' });
  });
  after(async () => {
    await stack?.stop();
  });

  it("still takes another member's typed code, told apart by the proxy's header", async () => {
    let limited: Answer | undefined;
    for (let i = 0; i < 100 && !limited; i += 1) {
      const answer = await typeCode(stack, uniqueEmail('guess'), '123456', '203.0.113.7');
      if (answer.status === 429) limited = answer;
    }
    assert.ok(limited, 'no 429 within 100 wrong codes from one forwarded client');
    const member = await createConfirmedUser(stack);
    const mail = await mailedSignIn(stack, member.email);
    const answer = await typeCode(stack, member.email, codeOf(mail), '203.0.113.8, 10.0.0.1');
    assert.equal(answer.status, 200, `the member's code answered ${answer.status}`);
    assert.ok(answer.body.access_token);
  });
});
