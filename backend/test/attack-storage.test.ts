import assert from 'node:assert/strict';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { uniqueUsername } from './helpers/test-users.ts';

// Attacks on /storage/v1 as the site's buckets (avatars, post-media: 10 MB, images and videos) see
// them: bodies sent before the caller is known, bodies past the limit, markup dressed up as images,
// header injection through cache-control, and stored files that would render on the API origin.

/** A real 1×1 PNG. */
const realPng = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4d00000000049454e44ae426082',
  'hex',
);
const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const svg =
  '\ufeff  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
const chunkSize = 64 * 1024;
/** The site buckets' `file_size_limit`. */
const bucketLimit = 10 * 1024 * 1024;
/**
 * Declared far beyond what the kernel's socket buffers take in (a few MB on loopback). A server
 * that reads the body (up to the bucket limit) before it checks the caller cannot answer before
 * the client has handed over more than `bucketLimit` bytes.
 */
const heldBodyLength = 48 * 1024 * 1024;

interface Member {
  id: string;
  token: string;
  client: SupabaseClient;
}

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

interface HeldAnswer extends Answer {
  /** Body bytes the client had handed to its socket when the answer arrived. */
  bytesSentAtAnswer: number;
}

/**
 * Sends the headers and `prefix`, then the rest of a `declaredLength` body (or, without it, a
 * chunked body of `chunkedLength` bytes) one 64 KB chunk after the other is flushed, and stops as
 * soon as the server answers.
 */
function sendHoldingBody(
  url: string,
  requestPath: string,
  headers: Record<string, string>,
  prefix: Buffer,
  body: { declaredLength: number } | { chunkedLength: number },
): Promise<HeldAnswer> {
  const total = 'declaredLength' in body ? body.declaredLength : body.chunkedLength;
  const allHeaders =
    'declaredLength' in body
      ? { ...headers, 'content-length': String(body.declaredLength) }
      : headers;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      url,
      { method: 'POST', path: requestPath, headers: allHeaders, agent: false },
      (response) => {
        answered = true;
        const sentAtAnswer = sent;
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            headers: response.headers,
            bytesSentAtAnswer: sentAtAnswer,
          });
        });
      },
    );
    // Once the server has answered, it may close while the client still writes.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const filler = Buffer.alloc(chunkSize);
    const pump = () => {
      if (answered) return;
      if (sent >= total) {
        request.end();
        return;
      }
      const next = sent === 0 ? prefix : filler.subarray(0, Math.min(chunkSize, total - sent));
      request.write(next, (error) => {
        if (error) return;
        sent += next.length;
        pump();
      });
    };
    request.flushHeaders();
    pump();
  });
}

/** One request written byte for byte on a fresh socket (no client-side header checks). */
function sendRaw(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.from(text, 'latin1')));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, body: rest.join('\r\n\r\n'), headers: {} });
    });
  });
}

function multipartBody(
  boundary: string,
  cacheControl: string,
  contentType: string,
  bytes: Buffer,
): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n${cacheControl}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
      'latin1',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function storageErrorOf(answer: Answer): { statusCode: string; code: string; message: string } {
  return JSON.parse(answer.body) as { statusCode: string; code: string; message: string };
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

describe('storage under attack', () => {
  let stack: TestStack;
  let alice: Member;
  let bob: Member;
  let storageDir: string;
  let port: number;

  async function signUp(prefix: string): Promise<Member> {
    const client = anonClient(stack);
    const { data, error } = await client.auth.signUp({
      email: `${uniqueUsername(prefix)}@example.test`,
      password: 'storage-attack-Passphrase-71',
      options: { data: { username: uniqueUsername(prefix), display_name: prefix } },
    });
    if (error || !data.user || !data.session) throw error ?? new Error('no session');
    return { id: data.user.id, token: data.session.access_token, client };
  }

  const objectRows = async () =>
    (await stack.pool.query('select bucket_id, name from storage.objects order by 1, 2')).rows;

  /** Runs `attempt` and proves that neither a file (not even a temporary one) nor a row appeared. */
  async function assertNothingWritten<T>(attempt: () => Promise<T>): Promise<T> {
    const filesBefore = await filesUnder(storageDir);
    const rowsBefore = await objectRows();
    const result = await attempt();
    assert.deepEqual(await filesUnder(storageDir), filesBefore);
    assert.deepEqual(await objectRows(), rowsBefore);
    return result;
  }

  const headersFor = (member: Member | null, contentType: string) => ({
    apikey: stack.anonKey,
    authorization: `Bearer ${member ? member.token : stack.anonKey}`,
    'content-type': contentType,
  });

  const publicUrl = (bucket: string, key: string) =>
    `${stack.url}/storage/v1/object/public/${bucket}/${key}`;

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    alice = await signUp('alice_st');
    bob = await signUp('bob_st');
    storageDir = path.join(stack.config.dataDir, 'storage');
    port = Number(new URL(stack.url).port);
  });
  after(async () => {
    await stack?.stop();
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

  describe('cache-control', () => {
    it('refuses CR/LF in the multipart cacheControl field', async () => {
      const boundary = 'crlf-boundary';
      const body = multipartBody(boundary, '60\r\nSet-Cookie: stolen=1', 'image/png', realPng);
      const answer = await assertNothingWritten(() =>
        sendHoldingBody(
          stack.url,
          `/storage/v1/object/avatars/${alice.id}/crlf.png`,
          headersFor(alice, `multipart/form-data; boundary=${boundary}`),
          body,
          { declaredLength: body.length },
        ),
      );
      assert.equal(answer.status, 400);
      assert.equal(storageErrorOf(answer).statusCode, '400');
      assert.equal(storageErrorOf(answer).code, 'InvalidRequest');
    });

    it('refuses a raw cache-control header outside the token grammar', async () => {
      const request =
        `POST /storage/v1/object/avatars/${alice.id}/header.png HTTP/1.1\r\n` +
        `host: 127.0.0.1\r\napikey: ${stack.anonKey}\r\nauthorization: Bearer ${alice.token}\r\n` +
        `content-type: image/png\r\ncache-control: max-age=60; \xe9"<x>"\r\n` +
        `content-length: ${realPng.length}\r\nconnection: close\r\n\r\n${realPng.toString('latin1')}`;
      const answer = await assertNothingWritten(() => sendRaw(port, request));
      assert.equal(answer.status, 400);
      assert.equal(storageErrorOf(answer).code, 'InvalidRequest');
    });

    it('serves a row stored with a bad cache-control with no-cache instead of failing', async () => {
      const key = `${alice.id}/legacy.png`;
      await stack.pool.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ('avatars', $1, $2::uuid, $2::text, $3)`,
        [
          key,
          alice.id,
          {
            size: realPng.length,
            mimetype: 'image/png',
            cacheControl: 'max-age=60\r\nSet-Cookie: stolen=1',
            eTag: '"legacy"',
            lastModified: new Date().toUTCString(),
            contentLength: realPng.length,
            httpStatusCode: 200,
          },
        ],
      );
      await mkdir(path.join(storageDir, 'avatars', alice.id), { recursive: true });
      await writeFile(path.join(storageDir, 'avatars', key), realPng);
      const response = await fetch(publicUrl('avatars', key));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      assert.equal(response.headers.get('set-cookie'), null);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    });
  });

  describe('downloads never render markup on the API origin', () => {
    before(async () => {
      await stack.pool.query(
        `insert into storage.buckets (id, name, public) values ('attack-files', 'attack-files', true)`,
      );
    });

    it('serves a stored text/html object as an attachment with nosniff', async () => {
      const service = serviceClient(stack).storage.from('attack-files');
      const upload = await service.upload('page.html', new Blob([html], { type: 'text/html' }));
      assert.equal(upload.error, null);
      for (const url of [
        publicUrl('attack-files', 'page.html'),
        `${stack.url}/storage/v1/object/authenticated/attack-files/page.html`,
      ]) {
        const response = await fetch(url, {
          headers: {
            apikey: stack.serviceRoleKey,
            authorization: `Bearer ${stack.serviceRoleKey}`,
          },
        });
        assert.equal(response.status, 200, url);
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff', url);
        assert.match(response.headers.get('content-disposition') ?? '', /^attachment/, url);
        assert.match(response.headers.get('content-security-policy') ?? '', /sandbox/, url);
      }
    });

    it('serves a stored SVG as an attachment too', async () => {
      const service = serviceClient(stack).storage.from('attack-files');
      const upload = await service.upload(
        'drawing.svg',
        new Blob([svg], { type: 'image/svg+xml' }),
      );
      assert.equal(upload.error, null);
      const response = await fetch(publicUrl('attack-files', 'drawing.svg'));
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-disposition') ?? '', /^attachment/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    });

    it('keeps nosniff on 304 and range answers', async () => {
      const key = `${alice.id}/real.png`;
      const full = await fetch(publicUrl('avatars', key));
      const etag = full.headers.get('etag') ?? '';
      await full.arrayBuffer();
      const revalidated = await fetch(publicUrl('avatars', key), {
        headers: { 'if-none-match': etag },
      });
      assert.equal(revalidated.status, 304);
      assert.equal(revalidated.headers.get('x-content-type-options'), 'nosniff');
      const partial = await fetch(publicUrl('avatars', key), { headers: { range: 'bytes=0-3' } });
      assert.equal(partial.status, 206);
      assert.equal(partial.headers.get('x-content-type-options'), 'nosniff');
      await partial.arrayBuffer();
    });
  });
});
