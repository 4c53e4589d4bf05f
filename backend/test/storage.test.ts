import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

/** The opening of a real PNG (signature and IHDR): uploads declared image/png must be PNG bytes. */
const pngHead = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const pngBytes = (...bytes: number[]) => Buffer.concat([pngHead, Buffer.from(bytes)]);
const png = (...bytes: number[]) => new Blob([pngBytes(...bytes)], { type: 'image/png' });
/** The opening of a real WebP file. */
const webpBytes = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([12, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
]);

/** A POST whose path goes out byte for byte (fetch would resolve dot segments first). */
function rawPost(
  url: string,
  requestPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', path: requestPath, headers },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(Buffer.from([1, 2, 3]));
  });
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('storage', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  let storageDir: string;

  const objectCount = async () =>
    Number((await stack.pool.query('select count(*) from storage.objects')).rows[0].count);
  const bucket = (client: SupabaseClient) => client.storage.from('avatars');

  /** Runs `attempt` and checks that neither a file nor a storage.objects row appeared. */
  async function assertNothingWritten(attempt: () => Promise<void>) {
    const filesBefore = await filesUnder(storageDir);
    const rowsBefore = await objectCount();
    await attempt();
    assert.deepEqual(await filesUnder(storageDir), filesBefore);
    assert.equal(await objectCount(), rowsBefore);
  }

  before(async () => {
    stack = await startTestStack();
    alice = await createConfirmedUser(stack, {
      data: { username: 'alice_storage', display_name: 'Alice' },
    });
    bob = await createConfirmedUser(stack, {
      data: { username: 'bob_storage', display_name: 'Bob' },
    });
    storageDir = path.join(stack.config.dataDir, 'storage');
  });
  after(async () => {
    await stack?.stop();
  });

  it('stores an upload into the own folder and serves it publicly with its content type', async () => {
    const key = `${alice.user.id}/avatar 1.png`;
    const upload = await bucket(alice.client).upload(key, png(1, 2, 3));
    assert.equal(upload.error, null);
    assert.equal(upload.data?.fullPath, `avatars/${key}`);
    assert.deepEqual(await filesUnder(storageDir), [
      path.join(storageDir, 'avatars', alice.user.id, 'avatar 1.png'),
    ]);

    const { rows } = await stack.pool.query(
      'select owner, metadata from storage.objects where name = $1',
      [key],
    );
    assert.equal(rows[0].owner, alice.user.id);
    assert.equal(rows[0].metadata.mimetype, 'image/png');
    assert.equal(rows[0].metadata.size, pngHead.length + 3);

    const publicUrl = bucket(anonClient(stack)).getPublicUrl(key).data.publicUrl;
    const response = await fetch(publicUrl);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.equal(response.headers.get('cache-control'), 'max-age=3600');
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), pngBytes(1, 2, 3));
    const etag = response.headers.get('etag');
    assert.ok(etag);
    const revalidated = await fetch(publicUrl, { headers: { 'if-none-match': etag } });
    assert.equal(revalidated.status, 304);
    const at = pngHead.length;
    const partial = await fetch(publicUrl, { headers: { range: `bytes=${at}-${at + 1}` } });
    assert.equal(partial.status, 206);
    assert.equal(partial.headers.get('content-range'), `bytes ${at}-${at + 1}/${at + 3}`);
    assert.deepEqual(new Uint8Array(await partial.arrayBuffer()), new Uint8Array([1, 2]));
  });

  it("refuses an upload into another user's folder and writes nothing", async () => {
    await assertNothingWritten(async () => {
      const { error } = await bucket(bob.client).upload(`${alice.user.id}/intruder.png`, png(9));
      assert.equal(error?.statusCode, '403');
      assert.equal((error as { code?: string } | null)?.code, 'AccessDenied');
    });
  });

  it('refuses an anonymous upload', async () => {
    await assertNothingWritten(async () => {
      const { error } = await bucket(anonClient(stack)).upload(
        `${alice.user.id}/anonymous.png`,
        png(9),
      );
      assert.equal(error?.statusCode, '403');
    });
  });

  it('refuses a file over the 10 MB bucket limit with 413 before writing', async () => {
    await assertNothingWritten(async () => {
      const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/png' });
      const { error } = await bucket(alice.client).upload(`${alice.user.id}/big.png`, big);
      assert.equal(error?.statusCode, '413');
      assert.equal((error as { code?: string } | null)?.code, 'EntityTooLarge');
    });
  });

  it('refuses a MIME type the bucket does not allow with 415', async () => {
    await assertNothingWritten(async () => {
      const text = new Blob(['not an image'], { type: 'text/plain' });
      const { error } = await bucket(alice.client).upload(`${alice.user.id}/note.txt`, text);
      assert.equal(error?.statusCode, '415');
      assert.equal((error as { code?: string } | null)?.code, 'InvalidMimeType');
    });
  });

  it('refuses path traversal and malformed names with 400 InvalidKey', async () => {
    const uid = alice.user.id;
    const names = [
      `${uid}/../../escape.png`,
      `${uid}/..%2F..%2Fescape.png`,
      `%2E%2E/%2E%2E/escape.png`,
      `${uid}/./dot.png`,
      `${uid}/a%5Cb.png`,
      `${uid}/nul%00.png`,
      `${uid}//empty-segment.png`,
      `%2Fetc%2Fescape.png`,
      `${uid}/${'x'.repeat(300)}.png`,
    ];
    for (const name of names) {
      await assertNothingWritten(async () => {
        const response = await rawPost(stack.url, `/storage/v1/object/avatars/${name}`, {
          apikey: stack.anonKey,
          authorization: `Bearer ${alice.session.access_token}`,
          'content-type': 'image/png',
        });
        assert.equal(response.status, 400, name);
        const body = JSON.parse(response.body) as { statusCode: string; code: string };
        assert.equal(body.statusCode, '400', name);
        assert.equal(body.code, 'InvalidKey', name);
      });
    }
  });

  it('answers a duplicate with 409 unless x-upsert is set, then replaces the bytes', async () => {
    const key = `${alice.user.id}/upsert.png`;
    assert.equal((await bucket(alice.client).upload(key, png(1))).error, null);
    const duplicate = await bucket(alice.client).upload(key, png(2));
    assert.equal(duplicate.error?.statusCode, '409');
    assert.equal((duplicate.error as { code?: string } | null)?.code, 'KeyAlreadyExists');
    const replaced = await bucket(alice.client).upload(key, png(3), { upsert: true });
    assert.equal(replaced.error, null);
    const response = await fetch(bucket(alice.client).getPublicUrl(key).data.publicUrl);
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), pngBytes(3));
  });

  it('stores a raw body with its content type and lists the folder', async () => {
    const key = `${alice.user.id}/raw.webp`;
    const { error } = await bucket(alice.client).upload(key, webpBytes, {
      contentType: 'image/webp',
    });
    assert.equal(error, null);
    const response = await fetch(bucket(alice.client).getPublicUrl(key).data.publicUrl);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    const listing = await bucket(alice.client).list(alice.user.id);
    assert.ok(listing.data?.some((entry) => entry.name === 'raw.webp'));
  });

  it("deletes the user's own object but not another user's", async () => {
    const own = `${bob.user.id}/mine.png`;
    assert.equal((await bucket(bob.client).upload(own, png(4))).error, null);
    const notBobs = `${alice.user.id}/keep.png`;
    assert.equal((await bucket(alice.client).upload(notBobs, png(5))).error, null);

    const refused = await bucket(bob.client).remove([notBobs]);
    assert.deepEqual(refused.data, []);
    assert.equal(
      (await fetch(bucket(bob.client).getPublicUrl(notBobs).data.publicUrl)).status,
      200,
    );

    const removed = await bucket(bob.client).remove([own]);
    assert.equal(removed.data?.length, 1);
    const gone = await fetch(bucket(bob.client).getPublicUrl(own).data.publicUrl);
    assert.equal(gone.status, 400);
    assert.equal(((await gone.json()) as { statusCode: string }).statusCode, '404');
    assert.ok(!(await filesUnder(storageDir)).includes(path.join(storageDir, 'avatars', own)));
  });
});
