import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { listMail } from './helpers/mail-inbox.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser } from './helpers/test-users.ts';

/** The code of the first new "<code> is your verification code" mail to `address`. */
async function mailedNonce(
  stack: TestStack,
  address: string,
  seen: Set<string>,
): Promise<string | undefined> {
  for (let i = 0; i < 100; i += 1) {
    for (const mail of await listMail(stack)) {
      const code = /^(\d+) is your verification code$/.exec(mail.subject)?.[1];
      if (code && !seen.has(mail.id) && mail.to.some((t) => t.address === address)) return code;
    }
    await sleep(50);
  }
  return undefined;
}

describe('auth: reauthenticate and the nonce of a password change', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ updatePasswordRequireReauthentication: true });
  });
  after(async () => {
    await stack?.stop();
  });

  it('asks an old session for a nonce, mails one, and takes it once', async () => {
    const member = await createConfirmedUser(stack);
    // The session counts as old after a day; it is aged instead of waited for.
    await stack.pool.query(
      "update auth.sessions set created_at = now() - interval '2 days' where user_id = $1",
      [member.user.id],
    );
    const without = await member.client.auth.updateUser({ password: 'needs-a-nonce-first' });
    assert.equal(without.error?.status, 400);
    assert.equal(without.error?.code, 'reauthentication_needed');

    const seen = new Set((await listMail(stack)).map((m) => m.id));
    assert.equal((await member.client.auth.reauthenticate()).error, null);
    const nonce = await mailedNonce(stack, member.email, seen);
    assert.ok(nonce, 'no reauthentication mail');

    const wrong = await member.client.auth.updateUser({
      password: 'needs-a-nonce-first',
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    assert.equal(wrong.error?.status, 422);
    assert.equal(wrong.error?.code, 'reauthentication_not_valid');
    const right = await member.client.auth.updateUser({ password: 'needs-a-nonce-first', nonce });
    assert.equal(right.error, null);
    const again = await member.client.auth.updateUser({ password: 'another-one-later', nonce });
    assert.equal(again.error?.code, 'reauthentication_not_valid');
  });
});
