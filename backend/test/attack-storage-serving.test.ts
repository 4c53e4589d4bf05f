import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serviceClient } from './helpers/supabase-clients.ts';
import type { TestStack } from './helpers/test-stack.ts';
import {
  html,
  multipartBody,
  realPng,
  sendHoldingBody,
  sendRaw,
  startStorageAttackStack,
  storageErrorOf,
  svg,
  type Member,
  type StorageAttackStack,
} from './helpers/storage-attack.ts';

// Stored files as /storage/v1 serves them: header injection through cache-control, and stored
// files that would render on the API origin.

describe('storage serving under attack', () => {
  let attack: StorageAttackStack | undefined;
  let stack: TestStack;
  let alice: Member;
  let storageDir: string;
  let port: number;
  let assertNothingWritten: StorageAttackStack['assertNothingWritten'];
  let headersFor: StorageAttackStack['headersFor'];
  let publicUrl: StorageAttackStack['publicUrl'];

  before(async () => {
    attack = await startStorageAttackStack();
    ({ stack, alice, storageDir, port, assertNothingWritten, headersFor, publicUrl } = attack);
  });
  after(async () => {
    await attack?.stack.stop();
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
      const { error } = await alice.client.storage
        .from('avatars')
        .upload(key, new Blob([realPng], { type: 'image/png' }));
      assert.equal(error, null);
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
