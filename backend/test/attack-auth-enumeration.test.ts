// Finding out who has an account by asking for mails: a password reset or a magic link asked for a
// member must be answered exactly as one asked for an unknown address, however often it is asked.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { authFetch } from './helpers/auth-admin-calls.ts';
import { assertNoMailTo } from './helpers/auth-links.ts';
import { seenMail, waitForNewMail } from './helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail, uniqueUsername } from './helpers/test-users.ts';

const RESET_SUBJECT = 'Reset your password';

type Answer = { status: number; body: Record<string, unknown> };

const answerOf = ({ status, body }: Answer): Answer => ({ status, body });

const recover = async (stack: TestStack, email: string) =>
  answerOf(await authFetch(stack, '/recover', { method: 'POST', body: { email } }));

/** signInWithOtp as the site would send it for a new member: with the profile the trigger needs. */
const otp = async (stack: TestStack, email: string) =>
  answerOf(
    await authFetch(stack, '/otp', {
      method: 'POST',
      body: { email, data: { username: uniqueUsername('otp'), display_name: 'Otp' } },
    }),
  );

describe('attack: who has an account, through reset and magic-link requests', () => {
  let stack: TestStack;
  before(async () => {
    // The default mail interval (60 s) between two mails to one address.
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('answers a reset asked twice for a member exactly as for an unknown address', async () => {
    const member = await createConfirmedUser(stack);
    const known = [await recover(stack, member.email), await recover(stack, member.email)];
    const unknownEmail = uniqueEmail('nobody');
    const unknown = [await recover(stack, unknownEmail), await recover(stack, unknownEmail)];
    assert.deepEqual(known, unknown, 'a member is told apart from an unknown address');
    assert.deepEqual(known, [
      { status: 200, body: {} },
      { status: 200, body: {} },
    ]);
    const client = anonClient(stack);
    assert.deepEqual(await client.auth.resetPasswordForEmail(member.email), {
      data: {},
      error: null,
    });
  });

  it('answers a reset then a magic link for a member exactly as for an unknown address', async () => {
    const member = await createConfirmedUser(stack);
    const known = [await recover(stack, member.email), await otp(stack, member.email)];
    const unknownEmail = uniqueEmail('nobody');
    const unknown = [await recover(stack, unknownEmail), await otp(stack, unknownEmail)];
    assert.deepEqual(known, unknown, 'a member is told apart from an unknown address');
    const twiceKnown = await createConfirmedUser(stack);
    const twiceUnknown = uniqueEmail('nobody');
    assert.deepEqual(
      [await otp(stack, twiceKnown.email), await otp(stack, twiceKnown.email)],
      [await otp(stack, twiceUnknown), await otp(stack, twiceUnknown)],
    );
  });

  it('mails a member once per interval however often, and however fast, a reset is asked', async () => {
    const member = await createConfirmedUser(stack);
    const seen = await seenMail(stack);
    const burst = await Promise.all(Array.from({ length: 8 }, () => recover(stack, member.email)));
    const after = [await recover(stack, member.email), await recover(stack, member.email)];
    for (const answer of [...burst, ...after]) assert.deepEqual(answer, { status: 200, body: {} });
    const first = await waitForNewMail(stack, member.email, RESET_SUBJECT, seen);
    assert.ok(first, 'no reset mail');
    await assertNoMailTo(stack, [member.email], new Set([...seen, first.id]));
  });
});

describe('attack: who has an account, once the service mail budget is spent', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ rateLimitEmailSent: 2 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('refuses a reset for a member and for an unknown address alike', async () => {
    // Two sign-up mails spend the budget; the second member stays unconfirmed, which is enough here.
    const member = await createConfirmedUser(stack);
    await anonClient(stack).auth.signUp({
      email: uniqueEmail('spender'),
      password: 'spender-passphrase',
      options: { data: { username: uniqueUsername('sp') } },
    });
    const known = await recover(stack, member.email);
    const unknown = await recover(stack, uniqueEmail('nobody'));
    assert.deepEqual(known, unknown, 'a member is told apart from an unknown address');
    assert.equal(known.status, 429);
    assert.equal(known.body.code, 'over_email_send_rate_limit');
  });
});
