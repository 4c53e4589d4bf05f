import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  seenMail,
  confirmationLink,
  listMail,
  waitForNewMail,
  type CaughtMail,
} from './helpers/mail-inbox.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, uniqueEmail } from './helpers/test-users.ts';

const CHANGE_SUBJECT = 'Confirm Email Change';

async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303);
  return new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1));
}

async function postResend(
  stack: TestStack,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stack.url}/auth/v1/resend`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('auth: /resend of an email change and of phone types', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('resends both links of a pending email change once the interval has passed; the old links die', async () => {
    const member = await createConfirmedUser(stack);
    const newEmail = uniqueEmail('changing');
    const seen = await seenMail(stack);
    const asked = await member.client.auth.updateUser({ email: newEmail });
    assert.equal(asked.error, null);
    const firstNew = await waitForNewMail(stack, newEmail, CHANGE_SUBJECT, seen);
    const firstCurrent = await waitForNewMail(stack, member.email, CHANGE_SUBJECT, seen);
    assert.ok(firstNew && firstCurrent, 'the first two mails');

    const client = anonClient(stack);
    const tooSoon = await client.auth.resend({ type: 'email_change', email: member.email });
    assert.equal(tooSoon.error?.status, 429);
    assert.equal(tooSoon.error?.code, 'over_email_send_rate_limit');
    await stack.pool.query(
      "update auth.users set email_change_sent_at = now() - interval '1 hour' where id = $1",
      [member.user.id],
    );
    const resent = await client.auth.resend({ type: 'email_change', email: member.email });
    assert.deepEqual(resent, { data: { user: null, session: null }, error: null });
    const seenBefore = new Set([...seen, firstNew.id, firstCurrent.id]);
    const secondNew = await waitForNewMail(stack, newEmail, CHANGE_SUBJECT, seenBefore);
    const secondCurrent = await waitForNewMail(stack, member.email, CHANGE_SUBJECT, seenBefore);
    assert.ok(secondNew && secondCurrent, 'both links were mailed again');

    const stale = await follow(confirmationLink(firstNew as CaughtMail));
    assert.equal(stale.get('error_code'), 'otp_expired');
    await follow(confirmationLink(secondCurrent));
    const done = await follow(confirmationLink(secondNew));
    assert.equal(done.get('message'), 'Email change confirmed');
    const signIn = await anonClient(stack).auth.signInWithPassword({
      email: newEmail,
      password: member.password,
    });
    assert.equal(signIn.error, null);
  });

  it('answers 200 {} and mails nothing for an unknown address or one without a pending change', async () => {
    const member = await createConfirmedUser(stack);
    const unknown = uniqueEmail('nobody');
    const seen = await seenMail(stack);
    for (const email of [member.email, unknown]) {
      const answer = await postResend(stack, { type: 'email_change', email });
      assert.equal(answer.status, 200, email);
      assert.deepEqual(answer.body, {}, email);
    }
    const phoneChange = await postResend(stack, { type: 'phone_change', email: member.email });
    assert.equal(phoneChange.status, 200);
    assert.deepEqual(phoneChange.body, {});
    // A mail sent afterwards has arrived, so any mail for the resends would have too.
    await anonClient(stack).auth.resetPasswordForEmail(member.email);
    assert.ok(await waitForNewMail(stack, member.email, 'Reset your password', seen));
    const unexpected = (await listMail(stack)).filter(
      (m) =>
        !seen.has(m.id) &&
        m.subject === CHANGE_SUBJECT &&
        m.to.some((t) => [member.email, unknown].includes(t.address)),
    );
    assert.deepEqual(unexpected, []);
  });

  it('answers sms and phone_change as GoTrue does with phone sign-ins off, and names what is missing', async () => {
    const client = anonClient(stack);
    for (const type of ['sms', 'phone_change'] as const) {
      const { error } = await client.auth.resend({ type, phone: '+15555550100' });
      assert.equal(error?.status, 400, type);
      assert.equal(error?.code, 'phone_provider_disabled', type);
      assert.equal(error?.message, 'Phone logins are disabled', type);
    }
    const email = uniqueEmail('resend');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'sms' }, 'Type provided requires a phone number'],
      [{ type: 'signup' }, 'Type provided requires an email address'],
      [{ type: 'email_change' }, 'Missing email address or phone number'],
      [{ type: 'phone_change' }, 'Missing email address or phone number'],
      [
        { type: 'email_change', email, phone: '15555550100' },
        'Only an email address or phone number should be provided.',
      ],
      [
        { type: 'recovery', email },
        'Missing one of these types: signup, email_change, sms, phone_change',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await postResend(stack, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.code, 'validation_failed', JSON.stringify(body));
      assert.equal(answer.body.msg, message, JSON.stringify(body));
    }
  });
});
