import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestStack } from './helpers/test-stack.ts';
import {
  bucketLimit,
  chunkSize,
  heldBodyLength,
  html,
  multipartBody,
  realPng,
  sendHoldingBody,
  startStorageAttackStack,
  storageErrorOf,
  svg,
  type Member,
  type StorageAttackStack,
} from './helpers/storage-attack.ts';

// Uploads to /storage/v1 as the site's buckets (avatars, post-media: 10 MB, images and videos) see
// them: bodies sent before the caller is known, bodies past the limit, markup dressed up as images.

describe('storage uploads under attack', () => {
  let attack: StorageAttackStack | undefined;
  let stack: TestStack;
  let alice: Member;
  let bob: Member;
  let assertNothingWritten: StorageAttackStack['assertNothingWritten'];
  let headersFor: StorageAttackStack['headersFor'];
  let publicUrl: StorageAttackStack['publicUrl'];

  before(async () => {
    attack = await startStorageAttackStack();
    ({ stack, alice, bob, assertNothingWritten, headersFor, publicUrl } = attack);
  });
  after(async () => {
    await attack?.stack.stop();
  });

  describe('the caller is checked before the body is read', () => {
    it('answers an anonymous raw upload of a large declared body before the body is sent', async (t) => {
      const answer = await assertNothingWritten(() =>
        sendHoldingBody(
          stack.url,
          `/storage/v1/object/avatars/${alice.id}/anonymous.png`,
          headersFor(null, 'image/png'),
          realPng,
          { declaredLength: heldBodyLength },
        ),
      );
      t.diagnostic(`answered after ${answer.bytesSentAtAnswer} of ${heldBodyLength} bytes`);
      assert.equal(answer.status, 400);
      assert.equal(storageErrorOf(answer).statusCode, '403');
      assert.equal(storageErrorOf(answer).code, 'AccessDenied');
      assert.ok(
        answer.bytesSentAtAnswer < bucketLimit,
        `the server read ${answer.bytesSentAtAnswer} of ${heldBodyLength} bytes before answering`,
      );
    });

    it("answers a multipart upload into another member's folder before the body is sent", async (t) => {
      const boundary = 'attack-boundary';
      const prefix = multipartBody(boundary, '3600', 'image/png', realPng).subarray(0, 300);
      const answer = await assertNothingWritten(() =>
        sendHoldingBody(
          stack.url,
          `/storage/v1/object/post-media/${alice.id}/intruder.png`,
          headersFor(bob, `multipart/form-data; boundary=${boundary}`),
          prefix,
          { declaredLength: heldBodyLength },
        ),
      );
      t.diagnostic(`answered after ${answer.bytesSentAtAnswer} of ${heldBodyLength} bytes`);
      assert.equal(answer.status, 400);
      assert.equal(storageErrorOf(answer).statusCode, '403');
      assert.equal(storageErrorOf(answer).message, 'new row violates row-level security policy');
      assert.ok(
        answer.bytesSentAtAnswer < bucketLimit,
        `the server read ${answer.bytesSentAtAnswer} of ${heldBodyLength} bytes before answering`,
      );
    });

    it('answers a duplicate without x-upsert before the body is sent', async (t) => {
      const key = `${alice.id}/taken.png`;
      const first = await alice.client.storage
        .from('avatars')
        .upload(key, new Blob([realPng], { type: 'image/png' }));
      assert.equal(first.error, null);
      const answer = await assertNothingWritten(() =>
        sendHoldingBody(
          stack.url,
          `/storage/v1/object/avatars/${key}`,
          headersFor(alice, 'image/png'),
          realPng,
          { declaredLength: heldBodyLength },
        ),
      );
      t.diagnostic(`answered after ${answer.bytesSentAtAnswer} of ${heldBodyLength} bytes`);
      assert.equal(storageErrorOf(answer).statusCode, '409');
      assert.ok(answer.bytesSentAtAnswer < bucketLimit);
    });
  });

  it('refuses a chunked upload past the bucket limit with 413 and keeps no file and no row', async () => {
    const answer = await assertNothingWritten(() =>
      sendHoldingBody(
        stack.url,
        `/storage/v1/object/avatars/${alice.id}/huge.png`,
        headersFor(alice, 'image/png'),
        realPng,
        { chunkedLength: bucketLimit + 2 * chunkSize },
      ),
    );
    assert.equal(answer.status, 400);
    assert.deepEqual(storageErrorOf(answer), {
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  describe('the stored type is checked against the bytes', () => {
    const uploadAs = (key: string, content: string | Buffer, type: string) =>
      alice.client.storage
        .from('avatars')
        .upload(`${alice.id}/${key}`, new Blob([content], { type }));

    for (const [name, content, type] of [
      ['HTML declared image/png', html, 'image/png'],
      ['SVG with a BOM declared image/png', svg, 'image/png'],
      ['a text file renamed .jpg', 'just some words, not a photo', 'image/jpeg'],
      ['an XML prolog declared image/gif', '<?xml version="1.0"?><svg/>', 'image/gif'],
    ] as const) {
      it(`refuses ${name}`, async () => {
        const { error } = await assertNothingWritten(() =>
          uploadAs(`${name.replace(/\W+/g, '-')}.png`, content, type),
        );
        assert.equal(error?.statusCode, '415');
        assert.equal((error as { code?: string } | null)?.code, 'InvalidMimeType');
      });
    }

    it('refuses markup sent as a raw body declared image/webp', async () => {
      const answer = await assertNothingWritten(() =>
        sendHoldingBody(
          stack.url,
          `/storage/v1/object/avatars/${alice.id}/raw.webp`,
          headersFor(alice, 'image/webp'),
          Buffer.from(`   \n${html}`),
          { declaredLength: html.length + 4 },
        ),
      );
      assert.equal(storageErrorOf(answer).statusCode, '415');
    });

    it('accepts a real PNG and serves it as image/png with nosniff', async () => {
      const key = `${alice.id}/real.png`;
      const { error } = await alice.client.storage
        .from('avatars')
        .upload(key, new Blob([realPng], { type: 'image/png' }));
      assert.equal(error, null);
      const response = await fetch(publicUrl('avatars', key));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'image/png');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('content-disposition'), null);
      assert.deepEqual(Buffer.from(await response.arrayBuffer()), realPng);
    });

    it('stores a PNG declared image/jpeg as what its bytes are', async () => {
      const key = `${alice.id}/really-a-png.jpg`;
      const { error } = await alice.client.storage
        .from('avatars')
        .upload(key, new Blob([realPng], { type: 'image/jpeg' }));
      assert.equal(error, null);
      const response = await fetch(publicUrl('avatars', key));
      assert.equal(response.headers.get('content-type'), 'image/png');
    });
  });
});
