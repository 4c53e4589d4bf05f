import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { claimsOf, enrollTotp, enrollVerifiedTotp, totpCode } from './helpers/mfa.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { MEMBER_PASSWORD, signUpMember, uniqueUsername } from './helpers/test-users.ts';

/** A raw call to the auth API with a member's access token. */
async function authCall(
  stack: TestStack,
  method: string,
  path: string,
  token: string,
  body?: object,
) {
  const res = await fetch(`${stack.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    body: (await res.json()) as { code?: string; [key: string]: unknown },
  };
}

const accessToken = async (client: Awaited<ReturnType<typeof signUpMember>>['client']) =>
  (await client.auth.getSession()).data.session!.access_token;

describe('auth: TOTP refusals, as GoTrue answers them', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ autoconfirm: true, mfaRateLimitChallengeAndVerify: 1000 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('refuses a wrong code, and a right code used a second time in its step', async () => {
    const { client } = await signUpMember(stack, uniqueUsername('mfa'));
    const factor = await enrollTotp(client);
    const code = totpCode(factor.secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: wrong });
    assert.equal(refused.error?.code, 'mfa_verification_failed');
    assert.equal(refused.error?.status, 422);
    assert.equal(refused.error?.message, 'Invalid TOTP code entered');

    const accepted = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    assert.equal(accepted.error, null);
    const reused = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    assert.equal(reused.error?.code, 'mfa_verification_failed');
  });

  it('refuses a code of the next step a second time, in its own step too', async () => {
    const { client } = await signUpMember(stack, uniqueUsername('mfa'));
    const factor = await enrollTotp(client);
    // A clock running a little fast shows the next step's code, which the window accepts now.
    const ahead = totpCode(factor.secret, 1);
    const accepted = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: ahead });
    assert.equal(accepted.error, null);
    const replayed = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: ahead,
    });
    assert.equal(replayed.error?.code, 'mfa_verification_failed');
    // Nor does an older step's code pass once a later one was accepted.
    const current = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.secret),
    });
    assert.equal(current.error?.code, 'mfa_verification_failed');
  });

  it('refuses a challenge verified twice, and one that has expired', async () => {
    const { client } = await signUpMember(stack, uniqueUsername('mfa'));
    const factor = await enrollTotp(client);
    const used = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    const first = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: used.id,
      code: totpCode(factor.secret),
    });
    assert.equal(first.error, null);
    const twice = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: used.id,
      code: totpCode(factor.secret, 1),
    });
    assert.equal(twice.error?.code, 'mfa_ip_address_mismatch');

    const old = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    await stack.pool.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [old.id],
    );
    const expired = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: old.id,
      code: totpCode(factor.secret, 1),
    });
    assert.equal(expired.error?.code, 'mfa_challenge_expired');
    assert.equal(expired.error?.status, 422);
    const gone = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: old.id,
      code: totpCode(factor.secret, 1),
    });
    assert.equal(gone.error?.code, 'mfa_factor_not_found');
  });

  it('refuses a second nameless factor while one is pending, and more factors than allowed', async () => {
    const { client } = await signUpMember(stack, uniqueUsername('mfa'));
    await enrollTotp(client);
    const second = await client.auth.mfa.enroll({ factorType: 'totp' });
    assert.equal(second.error?.code, 'mfa_factor_name_conflict');
    assert.equal(second.error?.status, 422);
    for (let i = 1; i < 10; i += 1) {
      const named = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `app ${i}` });
      assert.equal(named.error, null);
    }
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app 10' });
    assert.equal(eleventh.error?.code, 'too_many_enrolled_mfa_factors');
    assert.equal((await client.auth.mfa.listFactors()).data?.all.length, 10);
  });

  it('unenrolls a verified factor only from an aal2 session, which then drops to aal1', async () => {
    const username = uniqueUsername('mfa');
    const { client } = await signUpMember(stack, username);
    const factor = await enrollVerifiedTotp(client);

    const aal1 = anonClient(stack);
    const signIn = await aal1.auth.signInWithPassword({
      email: `${username}@example.test`,
      password: MEMBER_PASSWORD,
    });
    assert.equal(signIn.error, null);
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    assert.equal(refused.error?.code, 'insufficient_aal');
    assert.equal(refused.error?.status, 422);
    const enrollMore = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    assert.equal(enrollMore.error?.code, 'insufficient_aal');
    assert.equal(enrollMore.error?.status, 403);

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    assert.equal(removed.error, null);
    assert.equal(removed.data?.id, factor.id);
    assert.deepEqual((await client.auth.mfa.listFactors()).data?.all, []);
    const refreshed = await client.auth.refreshSession();
    const claims = claimsOf(refreshed.data.session!.access_token);
    assert.equal(claims.aal, 'aal1');
    assert.deepEqual(
      claims.amr?.map((entry) => entry.method),
      ['password'],
    );
  });

  it("keeps a member's factor and its secret from every other member", async () => {
    const alice = await signUpMember(stack, uniqueUsername('alice'));
    const bob = await signUpMember(stack, uniqueUsername('bob'));
    const factor = await enrollTotp(alice.client);
    const bobToken = await accessToken(bob.client);

    const challenge = await authCall(stack, 'POST', `/factors/${factor.id}/challenge`, bobToken);
    assert.deepEqual([challenge.status, challenge.body.code], [404, 'mfa_factor_not_found']);
    const aliceChallenge = (await alice.client.auth.mfa.challenge({ factorId: factor.id })).data!;
    const verify = await authCall(stack, 'POST', `/factors/${factor.id}/verify`, bobToken, {
      challenge_id: aliceChallenge.id,
      code: totpCode(factor.secret),
    });
    assert.deepEqual([verify.status, verify.body.code], [404, 'mfa_factor_not_found']);
    const remove = await authCall(stack, 'DELETE', `/factors/${factor.id}`, bobToken);
    assert.deepEqual([remove.status, remove.body.code], [404, 'mfa_factor_not_found']);
    const bobUser = await authCall(stack, 'GET', '/user', bobToken);
    assert.equal(bobUser.body.factors, undefined);
    assert.equal((await alice.client.auth.mfa.listFactors()).data?.all[0]?.status, 'unverified');

    // The tables are the auth service's alone: the API roles cannot read them at all.
    for (const role of ['anon', 'authenticated']) {
      const db = await stack.pool.connect();
      try {
        await db.query('begin');
        await db.query(`set local role ${role}`);
        await assert.rejects(db.query('select secret from auth.mfa_factors'), {
          code: '42501',
        });
      } finally {
        await db.query('rollback');
        db.release();
      }
    }
  });

  it("answers phone and WebAuthn enrollment with GoTrue's disabled errors", async () => {
    const { client } = await signUpMember(stack, uniqueUsername('mfa'));
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    assert.equal(phone.error?.code, 'mfa_phone_enroll_not_enabled');
    assert.equal(phone.error?.message, 'MFA enroll is disabled for Phone');
    const token = await accessToken(client);
    const webauthn = await authCall(stack, 'POST', '/factors', token, { factor_type: 'webauthn' });
    assert.deepEqual(
      [webauthn.status, webauthn.body.code, webauthn.body.message],
      [422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'],
    );
    assert.equal((await client.auth.mfa.listFactors()).data?.all.length, 0);
  });
});

describe('auth: TOTP guessing is limited per client', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ autoconfirm: true, mfaRateLimitChallengeAndVerify: 3 });
  });
  after(async () => {
    await stack?.stop();
  });

  it('refuses verifications past the per-minute limit, right code or not', async () => {
    const { client } = await signUpMember(stack, uniqueUsername('mfa'));
    const factor = await enrollTotp(client);
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    const code = totpCode(factor.secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = (guess: string) =>
      client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: guess });
    for (let i = 0; i < 3; i += 1)
      assert.equal((await verify(wrong)).error?.code, 'mfa_verification_failed');
    const limited = await verify(code);
    assert.equal(limited.error?.code, 'over_request_rate_limit');
    assert.equal(limited.error?.status, 429);
  });
});
