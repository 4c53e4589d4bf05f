import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from '../test/helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from '../test/helpers/test-stack.ts';
import { phonePhoto, pngDeclaring, tinyMp4 } from '../test/helpers/test-images.ts';
import { CrashWatch } from './helpers/crash.watch.ts';
import { hostileStackOptions } from './helpers/hostile-stack.options.ts';
import { assertServicesAnswer } from './helpers/member-flow.check.ts';

// Hostile sources and parameters against `/storage/v1/render/image`: decompression bombs, images
// past hosted's 50 MP and 25 MB limits, truncated and non-image files, nonsense parameters and a
// burst of distinct renders. Each gets storage-api's 4xx answer, the process records no uncaught
// exception, and the gateway keeps answering. Bounded by count: each source three times, each
// parameter once, one burst of RENDER_BURST (12) renders. Times are printed, not asserted.

const burst = Number(process.env.RENDER_BURST ?? 12);
const invalidSource = 'The source image is invalid or unsupported for rendering';

interface Answer {
  status: number;
  type: string | null;
  body: Buffer;
  ms: number;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body,
    ms: performance.now() - start,
  };
}

const jsonOf = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, string>;
const processingError = (message: string, statusCode = '400') => ({
  statusCode,
  code: 'InvalidRequest',
  error: 'InvalidRequest',
  message,
});

describe('hostile: images and parameters a renderer must refuse', () => {
  let stack: TestStack;
  let service: SupabaseClient;
  const watch = new CrashWatch();
  const renderUrl = (key: string, query = 'width=300') =>
    `${stack.url}/storage/v1/render/image/public/hostile/${key}?${query}`;

  before(async () => {
    watch.start();
    stack = await startTestStack({
      ...hostileStackOptions,
      storageRenderConcurrency: 2,
      storageRenderQueue: 2,
    });
    service = serviceClient(stack);
    assert.equal((await service.storage.createBucket('hostile', { public: true })).error, null);
    const photo = await phonePhoto();
    const truncated = (await phonePhoto(1600, 1200)).subarray(0, 200_000);
    // A JPEG's first bytes, then 26 MB more: past hosted's 25 MB source limit.
    const oversized = Buffer.concat([photo.subarray(0, 64 * 1024), Buffer.alloc(26 * 1024 * 1024)]);
    const files: Array<[string, Buffer, string]> = [
      ['photo.jpg', photo, 'image/jpeg'],
      ['bomb.png', pngDeclaring(50_000, 50_000, 1), 'image/png'],
      ['56mp.png', pngDeclaring(8000, 7000, 7000), 'image/png'],
      ['truncated.jpg', truncated, 'image/jpeg'],
      ['oversized.jpg', oversized, 'image/jpeg'],
      ['notes.txt', Buffer.from('plain words, no pixels'), 'text/plain'],
      ['clip.mp4', tinyMp4(), 'video/mp4'],
    ];
    for (const [key, bytes, contentType] of files) {
      const { error } = await service.storage.from('hostile').upload(key, bytes, { contentType });
      assert.equal(error, null, `upload ${key}`);
    }
  });
  after(async () => {
    watch.stop();
    await stack?.stop();
  });

  it('refuses bombs, oversized, truncated and non-image sources with storage-api errors', async (t) => {
    const cases: Array<[string, string]> = [
      ['bomb.png', 'The source image resolution is too large to process'],
      ['56mp.png', 'The source image resolution is too large to process'],
      ['oversized.jpg', 'The source image file is too large to process'],
      ['truncated.jpg', invalidSource],
      ['notes.txt', invalidSource],
      ['clip.mp4', invalidSource],
    ];
    for (const [key, message] of cases) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await get(renderUrl(key), { accept: 'image/webp,*/*' });
        t.diagnostic(`${key} #${attempt + 1}: ${answer.status} in ${answer.ms.toFixed(0)} ms`);
        assert.equal(answer.status, 400, key);
        assert.deepEqual(jsonOf(answer), processingError(message), key);
      }
    }
  });

  it('answers nonsense parameters with 400 InvalidRequest or a clamped render, never a 5xx', async () => {
    const queries = [
      'width=-1',
      'width=abc',
      'width=99999',
      'height=99999&width=99999&resize=fill',
      'width=0&height=0',
      'width=1e400',
      'width=%00',
      'width=1&width=2',
      'width[]=5',
      'width=' + '9'.repeat(2000),
      'resize=sideways',
      'resize=',
      'quality=1000',
      'quality=-20',
      'format=origin&format=webp',
      'format=%0Awebp',
      'download=%0D%0Ax-injected:1',
    ];
    for (const query of queries) {
      const answer = await get(renderUrl('photo.jpg', query), { accept: 'image/webp' });
      assert.ok(answer.status === 200 || answer.status === 400, `${query}: ${answer.status}`);
      if (answer.status === 400) {
        const body = jsonOf(answer);
        assert.equal(body.statusCode, '400', query);
        assert.equal(body.code, 'InvalidRequest', query);
      } else {
        assert.equal(answer.type, 'image/webp', query);
      }
    }
  });

  it('a burst of distinct renders is served or told to wait, while the gateway keeps answering', async (t) => {
    const renders = Array.from({ length: burst }, (_, i) =>
      get(renderUrl('photo.jpg', `width=${900 + i}`), { accept: 'image/webp' }),
    );
    const health = await get(`${stack.url}/health`);
    const rest = await get(`${stack.url}/rest/v1/posts?select=id&limit=1`, {
      apikey: stack.anonKey,
    });
    const answers = await Promise.all(renders);
    t.diagnostic(
      `during the burst: /health ${health.ms.toFixed(0)} ms, REST read ${rest.ms.toFixed(0)} ms`,
    );
    assert.equal(health.status, 200);
    assert.equal(rest.status, 200);
    let served = 0;
    for (const answer of answers) {
      if (answer.status === 200) {
        served += 1;
        assert.equal(answer.type, 'image/webp');
      } else {
        assert.equal(answer.status, 400);
        assert.deepEqual(jsonOf(answer), processingError('Too many requests', '429'));
      }
    }
    t.diagnostic(
      `${served} of ${burst} served, ${burst - served} told "Too many requests"; slowest ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms`,
    );
    assert.ok(served >= 1);
  });

  it('the stack still answers and recorded no uncaught exception', async () => {
    await assertServicesAnswer(stack);
    assert.deepEqual(watch.crashes, []);
  });
});
