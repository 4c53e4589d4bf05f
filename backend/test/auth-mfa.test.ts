import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { claimsOf, enrollTotp, totpCode } from './helpers/mfa.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { MEMBER_PASSWORD, signUpMember, uniqueUsername } from './helpers/test-users.ts';

describe('auth: TOTP two-factor sign-in through supabase-js', () => {
  let stack: TestStack;
  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
  });
  after(async () => {
    await stack?.stop();
  });

  it('enrolls with a QR code and a base32 secret, and verifying raises the session to aal2', async () => {
    const username = uniqueUsername('mfa');
    const { client } = await signUpMember(stack, username);

    const enrolled = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone app',
    });
    assert.equal(enrolled.error, null);
    const { id: factorId, type, friendly_name: name, totp } = enrolled.data!;
    assert.equal(type, 'totp');
    assert.equal(name, 'Phone app');
    assert.match(totp.qr_code, /^data:image\/svg\+xml;utf-8,<svg[\s>][\s\S]*<\/svg>\s*$/);
    // The SVG goes into the data URI unescaped: a '#' there would end the image, as a fragment.
    assert.ok(!totp.qr_code.includes('#'), totp.qr_code.slice(0, 200));
    assert.match(totp.secret, /^[A-Z2-7]{32}$/);
    assert.ok(totp.uri.startsWith('otpauth://totp/'), totp.uri);
    assert.equal(new URL(totp.uri).searchParams.get('secret'), totp.secret);
    assert.equal(new URL(totp.uri).searchParams.get('issuer'), 'localhost:3000');

    const unverified = await client.auth.mfa.listFactors();
    assert.deepEqual(
      unverified.data?.all.map((f) => [f.id, f.status, f.factor_type]),
      [[factorId, 'unverified', 'totp']],
    );
    assert.deepEqual(unverified.data?.totp, []);

    const challenge = await client.auth.mfa.challenge({ factorId });
    assert.equal(challenge.error, null);
    assert.equal(challenge.data?.type, 'totp');
    const nowSeconds = Date.now() / 1000;
    assert.ok(challenge.data!.expires_at > nowSeconds + 240, 'a challenge lives five minutes');
    assert.ok(challenge.data!.expires_at <= nowSeconds + 301);

    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: totpCode(totp.secret),
    });
    assert.equal(verified.error, null);
    const claims = claimsOf(verified.data!.access_token);
    assert.equal(claims.aal, 'aal2');
    assert.deepEqual(
      claims.amr?.map((entry) => entry.method),
      ['totp', 'password'],
    );
    assert.ok(claims.amr?.every((entry) => Number.isInteger(entry.timestamp)));

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    assert.equal(level.data?.currentLevel, 'aal2');
    assert.equal(level.data?.nextLevel, 'aal2');
    assert.deepEqual(
      level.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)),
      ['totp', 'password'],
    );

    const factors = await client.auth.mfa.listFactors();
    assert.deepEqual(
      factors.data?.totp.map((f) => [f.id, f.status, f.friendly_name]),
      [[factorId, 'verified', 'Phone app']],
    );
    const user = (await client.auth.getUser()).data.user!;
    assert.equal(JSON.stringify(user).includes(totp.secret), false, 'the user shows no secret');

    const refreshed = await client.auth.refreshSession();
    assert.equal(refreshed.error, null);
    const refreshedClaims = claimsOf(refreshed.data.session!.access_token);
    assert.equal(refreshedClaims.aal, 'aal2');
    assert.deepEqual(refreshedClaims.amr, claims.amr);
    assert.notEqual(refreshed.data.session!.refresh_token, verified.data!.refresh_token);

    const again = anonClient(stack);
    const signIn = await again.auth.signInWithPassword({
      email: `${username}@example.test`,
      password: MEMBER_PASSWORD,
    });
    assert.equal(signIn.error, null);
    assert.equal(claimsOf(signIn.data.session!.access_token).aal, 'aal1');
    const newLevel = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    assert.equal(newLevel.data?.currentLevel, 'aal1');
    assert.equal(newLevel.data?.nextLevel, 'aal2');
    assert.deepEqual(
      newLevel.data?.currentAuthenticationMethods.map((m) =>
        typeof m === 'string' ? m : m.method,
      ),
      ['password'],
    );

    // The next step's code: this factor's current one has signed in already.
    const upgraded = await again.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(totp.secret, 1),
    });
    assert.equal(upgraded.error, null);
    assert.equal(claimsOf(upgraded.data!.access_token).aal, 'aal2');
  });

  it('signs out the other aal1 sessions once a factor is verified, as GoTrue does', async () => {
    const username = uniqueUsername('mfa');
    const { client } = await signUpMember(stack, username);
    const other = anonClient(stack);
    const otherSignIn = await other.auth.signInWithPassword({
      email: `${username}@example.test`,
      password: MEMBER_PASSWORD,
    });
    assert.equal(otherSignIn.error, null);

    const factor = await enrollTotp(client);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.secret),
    });
    assert.equal(verified.error, null);

    const stale = await other.auth.refreshSession();
    assert.equal(stale.error?.code, 'refresh_token_not_found');
    assert.equal((await client.auth.refreshSession()).error, null);
  });
});
