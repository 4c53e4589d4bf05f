import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Signed download and upload URLs through supabase-js, and the token checks behind them.

const pngHead = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const pngBytes = (marker: number) => Buffer.concat([pngHead, Buffer.from([marker])]);
const png = (marker: number) => new Blob([pngBytes(marker)], { type: 'image/png' });

/** A signed URL fetched as a browser's <img> or a shared link does: no key, no session. */
async function fetchSigned(url: string) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, type: response.headers.get('content-type') };
}

const errorOf = (body: Buffer) => JSON.parse(body.toString()) as Record<string, string>;

describe('storage signed URLs', () => {
  let stack: TestStack;
  let alice: Member;
  let bob: Member;
  const avatars = (client: SupabaseClient) => client.storage.from('avatars');
  const own = () => `${alice.id}/signed.png`;

  /** A token for `url` signed with the project's secret, as only the server can make one. */
  const tokenFor = (claims: Record<string, unknown>, expiresAt: number, secret?: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(expiresAt - 60)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(secret ?? stack.config.jwtSecret));
  const signedPath = (key: string, token: string) =>
    `${stack.url}/storage/v1/object/sign/avatars/${key}?token=${token}`;

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    alice = await signUpMember(stack, uniqueUsername('signer'));
    bob = await signUpMember(stack, uniqueUsername('other'));
    assert.equal((await avatars(alice.client).upload(own(), png(1))).error, null);
  });
  after(async () => {
    await stack?.stop();
  });

  it('signs a download URL for an object the member may read, and serves it', async () => {
    const { data, error } = await avatars(alice.client).createSignedUrl(own(), 60);
    assert.equal(error, null);
    assert.match(data?.signedUrl ?? '', /\/storage\/v1\/object\/sign\/avatars\/.+\?token=/);
    const response = await fetchSigned(data?.signedUrl ?? '');
    assert.equal(response.status, 200);
    assert.equal(response.type, 'image/png');
    assert.deepEqual(response.body, pngBytes(1));
  });

  it('refuses to sign an object the member may not read, as a missing object', async () => {
    const { error } = await avatars(bob.client).createSignedUrl(own(), 60);
    assert.equal((error as { status?: number } | null)?.status, 400);
    assert.equal(error?.statusCode, '404');
    assert.equal((error as { code?: string } | null)?.code, 'NoSuchKey');
    const zero = await avatars(alice.client).createSignedUrl(own(), 0);
    assert.equal(zero.error?.statusCode, '400');
  });

  it('signs several paths at once, with an error for each one it may not give', async () => {
    const { data, error } = await avatars(alice.client).createSignedUrls(
      [own(), `${alice.id}/missing.png`],
      60,
    );
    assert.equal(error, null);
    assert.equal(data?.[0]?.error, null);
    assert.equal(data?.[0]?.path, own());
    assert.equal((await fetchSigned(data?.[0]?.signedUrl ?? '')).status, 200);
    assert.deepEqual(
      { error: data?.[1]?.error, signedUrl: data?.[1]?.signedUrl },
      {
        error: 'Either the object does not exist or you do not have access to it',
        signedUrl: null,
      },
    );
  });

  it('refuses expired, forged, misplaced and upload tokens with storage-api errors', async () => {
    const now = Math.floor(Date.now() / 1000);
    const url = `avatars/${own()}`;
    const cases = [
      {
        token: await tokenFor({ url, scope: 'download' }, now - 10),
        expected: { code: 'InvalidJWT', message: '"exp" claim timestamp check failed' },
      },
      {
        token: await tokenFor(
          { url, scope: 'download' },
          now + 60,
          'not-the-project-secret-at-all!!',
        ),
        expected: { code: 'InvalidJWT', message: 'signature verification failed' },
      },
      {
        token: await tokenFor({ url: `avatars/${bob.id}/x.png`, scope: 'download' }, now + 60),
        expected: { code: 'InvalidSignature', message: 'Invalid signature' },
      },
      {
        token: await tokenFor({ url, scope: 'upload', upsert: false }, now + 60),
        expected: { code: 'InvalidSignature', message: 'Token is not scoped for download' },
      },
    ];
    for (const { token, expected } of cases) {
      const response = await fetchSigned(signedPath(own(), token));
      assert.equal(response.status, 400, expected.message);
      assert.deepEqual(errorOf(response.body), {
        statusCode: '400',
        error: expected.code,
        ...expected,
      });
    }
  });

  it('lets anyone holding a signed upload URL upload once, as the member who asked', async () => {
    const key = `${alice.id}/by-link.png`;
    const signed = await avatars(alice.client).createSignedUploadUrl(key);
    assert.equal(signed.error, null);
    assert.equal(signed.data?.path, key);
    const stranger = avatars(anonClient(stack));
    const uploaded = await stranger.uploadToSignedUrl(key, signed.data?.token ?? '', png(2));
    assert.equal(uploaded.error, null);
    assert.deepEqual(uploaded.data, { path: key, fullPath: `avatars/${key}` });
    const { rows } = await stack.pool.query('select owner from storage.objects where name = $1', [
      key,
    ]);
    assert.equal(rows[0]?.owner, alice.id);

    const again = await stranger.uploadToSignedUrl(key, signed.data?.token ?? '', png(3));
    assert.equal(again.error?.statusCode, '409');
    assert.equal((again.error as { code?: string } | null)?.code, 'KeyAlreadyExists');
  });

  it('refuses signed uploads the policies or the token do not allow', async () => {
    const refused = await avatars(bob.client).createSignedUploadUrl(`${alice.id}/intruder.png`);
    assert.equal(refused.error?.statusCode, '403');
    assert.equal((refused.error as { code?: string } | null)?.code, 'AccessDenied');

    const signed = await avatars(bob.client).createSignedUploadUrl(`${bob.id}/one.png`);
    const elsewhere = await avatars(bob.client).uploadToSignedUrl(
      `${bob.id}/two.png`,
      signed.data?.token ?? '',
      png(4),
    );
    assert.equal((elsewhere.error as { code?: string } | null)?.code, 'InvalidSignature');

    const download = await tokenFor(
      { url: `avatars/${bob.id}/three.png`, scope: 'download' },
      Math.floor(Date.now() / 1000) + 60,
    );
    const wrongScope = await avatars(bob.client).uploadToSignedUrl(
      `${bob.id}/three.png`,
      download,
      png(5),
    );
    assert.equal(wrongScope.error?.message, 'Token is not scoped for upload');

    const admin = serviceClient(stack);
    const { data } = await admin.storage.from('avatars').list(bob.id);
    assert.deepEqual(data, []);
  });
});
