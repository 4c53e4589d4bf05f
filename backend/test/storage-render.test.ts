import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { defaultRenderSettings, ImageVariants } from '../src/storage/image-variants.ts';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import {
  averageColour,
  exifMarker,
  phonePhoto,
  rotatedJpeg,
  solidImage,
} from './helpers/test-images.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Image transformations (`/render/image/…`) through the unchanged supabase-js: getPublicUrl,
// download and createSignedUrl with `transform`, answered as storage-api with imgproxy answers.

/** storage-js's `transform` option. */
type TransformOptions = NonNullable<
  NonNullable<
    Parameters<ReturnType<SupabaseClient['storage']['from']>['getPublicUrl']>[1]
  >['transform']
>;

/** What Chrome sends for an <img>. */
const imgAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const red = { r: 220, g: 20, b: 20 };
const blue = { r: 20, g: 20, b: 220 };
const green = { r: 20, g: 200, b: 20 };

interface Fetched {
  status: number;
  headers: Headers;
  body: Buffer;
}

async function fetchBytes(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Fetched> {
  const response = await fetch(url, { headers, method });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const jsonOf = (fetched: Fetched) => JSON.parse(fetched.body.toString()) as Record<string, string>;

function closeTo(actual: { r: number; g: number; b: number }, expected: typeof actual): boolean {
  return (
    Math.max(
      Math.abs(actual.r - expected.r),
      Math.abs(actual.g - expected.g),
      Math.abs(actual.b - expected.b),
    ) < 24
  );
}

function tokenClaims(signedUrl: string): Record<string, unknown> {
  const token = new URL(signedUrl).searchParams.get('token') ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('storage image transformations', () => {
  let stack: TestStack;
  let service: SupabaseClient;
  let alice: Member;
  let bob: Member;
  let photo: Buffer;
  const lab = () => service.storage.from('render-lab');
  const renderUrl = (key: string, transform: TransformOptions) =>
    lab().getPublicUrl(key, { transform }).data.publicUrl;
  const queryUrl = (key: string, query: string) =>
    `${stack.url}/storage/v1/render/image/public/render-lab/${key}?${query}`;
  const variantsOf = (objectId: string) =>
    readdir(path.join(stack.config.dataDir, 'storage-variants', objectId)).catch(() => []);

  async function put(key: string, bytes: Buffer, contentType: string, upsert = false) {
    const { data, error } = await lab().upload(key, bytes, {
      contentType,
      cacheControl: '3600',
      upsert,
    });
    assert.equal(error, null, `upload ${key}`);
    return data?.id ?? '';
  }

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    service = serviceClient(stack);
    assert.equal((await service.storage.createBucket('render-lab', { public: true })).error, null);
    assert.equal(
      (await service.storage.createBucket('render-vault', { public: false })).error,
      null,
    );
    alice = await signUpMember(stack, uniqueUsername('painter'));
    bob = await signUpMember(stack, uniqueUsername('viewer'));
    photo = await phonePhoto();
    await put('photos/phone.jpg', photo, 'image/jpeg');
    await put('shapes/400x300.png', await solidImage(400, 300, red), 'image/png');
    await put('shapes/rotated.jpg', await rotatedJpeg(400, 200), 'image/jpeg');
    await put('notes/readme.txt', Buffer.from('not an image at all'), 'text/plain');
  });
  after(async () => {
    await stack?.stop();
  });

  it('renders a 4032×3024 phone JPEG at width 400 as a WebP without EXIF, GPS or ICC', async () => {
    const source = await fetchBytes(lab().getPublicUrl('photos/phone.jpg').data.publicUrl);
    assert.ok(source.body.includes(exifMarker), 'the source carries the EXIF marker');
    assert.ok((await sharp(source.body).metadata()).exif, 'the source carries EXIF');

    const url = renderUrl('photos/phone.jpg', { width: 400 });
    assert.match(
      url,
      /\/storage\/v1\/render\/image\/public\/render-lab\/photos\/phone\.jpg\?width=400$/,
    );
    const variant = await fetchBytes(url, { accept: imgAccept });
    assert.equal(variant.status, 200);
    assert.equal(variant.headers.get('content-type'), 'image/webp');
    const meta = await sharp(variant.body).metadata();
    assert.equal(meta.format, 'webp');
    assert.deepEqual([meta.width, meta.height], [400, 300]);
    assert.equal(meta.exif, undefined);
    assert.equal(meta.icc, undefined);
    for (const needle of [exifMarker, 'PhoneCo', 'Exif\0\0'])
      assert.ok(!variant.body.includes(needle), `the variant holds no ${JSON.stringify(needle)}`);
    assert.ok(variant.body.length * 20 < source.body.length, 'a fraction of the source bytes');
    assert.equal(variant.headers.get('content-length'), String(variant.body.length));
    assert.equal(variant.headers.get('cache-control'), 'max-age=3600');
    assert.match(variant.headers.get('etag') ?? '', /^"[0-9a-f]{16,}"$/);
    assert.match(variant.headers.get('vary') ?? '', /accept/i);
    assert.equal(variant.headers.get('x-robots-tag'), 'none');
    assert.equal(variant.headers.get('x-transformations'), 'width:400,resizing_type:fill');
  });

  it('keeps the source format without image/webp in Accept or with format=origin', async () => {
    const plain = await fetchBytes(renderUrl('photos/phone.jpg', { width: 400 }), {
      accept: '*/*',
    });
    assert.equal(plain.headers.get('content-type'), 'image/jpeg');
    const plainMeta = await sharp(plain.body).metadata();
    assert.deepEqual([plainMeta.format, plainMeta.width, plainMeta.exif], ['jpeg', 400, undefined]);
    assert.ok(!plain.body.includes(exifMarker));

    const webp = await fetchBytes(renderUrl('photos/phone.jpg', { width: 400 }), {
      accept: imgAccept,
    });
    assert.notEqual(plain.headers.get('etag'), webp.headers.get('etag'));

    const origin = await fetchBytes(
      renderUrl('photos/phone.jpg', { width: 400, format: 'origin' }),
      {
        accept: imgAccept,
      },
    );
    assert.equal(origin.headers.get('content-type'), 'image/jpeg');
    assert.doesNotMatch(origin.headers.get('vary') ?? '', /accept/i);

    const forced = await fetchBytes(queryUrl('photos/phone.jpg', 'width=400&format=webp'), {
      accept: '*/*',
    });
    assert.equal(forced.headers.get('content-type'), 'image/webp');
    assert.equal((await sharp(forced.body).metadata()).format, 'webp');
  });

  it('resizes as imgproxy does: cover crops, contain fits, fill stretches, nothing enlarges', async () => {
    // A 400×300 source. Expected sizes follow imgproxy's scale and crop with enlargement off.
    const cases: Array<[TransformOptions, [number, number]]> = [
      [{ width: 200, height: 200 }, [200, 200]],
      [{ width: 200, height: 200, resize: 'cover' }, [200, 200]],
      [{ width: 200, height: 200, resize: 'contain' }, [200, 150]],
      [{ width: 200, height: 100, resize: 'fill' }, [200, 100]],
      [{ height: 150 }, [200, 150]],
      [{ width: 800 }, [400, 300]],
      [{ width: 800, height: 100 }, [400, 100]],
      [{ width: 800, height: 600, resize: 'contain' }, [400, 300]],
      [{ width: 800, height: 600, resize: 'fill' }, [400, 300]],
      [{ width: 800, height: 150, resize: 'fill' }, [400, 75]],
    ];
    for (const [transform, expected] of cases) {
      const variant = await fetchBytes(
        renderUrl('shapes/400x300.png', { ...transform, format: 'origin' }),
      );
      assert.equal(variant.status, 200, JSON.stringify(transform));
      const meta = await sharp(variant.body).metadata();
      assert.equal(meta.format, 'png');
      assert.deepEqual([meta.width, meta.height], expected, JSON.stringify(transform));
    }
  });

  it('clamps width and height to 2500 as hosted does', async () => {
    const variant = await fetchBytes(queryUrl('photos/phone.jpg', 'width=99999'), {
      accept: imgAccept,
    });
    assert.equal(variant.status, 200);
    const meta = await sharp(variant.body).metadata();
    assert.deepEqual([meta.width, meta.height], [2500, 1875]);
  });

  it('applies EXIF orientation and converts the colour profile to sRGB', async () => {
    const variant = await fetchBytes(renderUrl('shapes/rotated.jpg', { width: 100 }));
    assert.equal(variant.status, 200);
    const meta = await sharp(variant.body).metadata();
    assert.deepEqual([meta.width, meta.height], [100, 200]);
    assert.equal(meta.orientation, undefined);
    assert.equal(meta.icc, undefined);
  });

  it('encodes with the quality asked for', async () => {
    const at = async (quality: number) =>
      (
        await fetchBytes(renderUrl('photos/phone.jpg', { width: 600, quality }), {
          accept: imgAccept,
        })
      ).body;
    const low = await at(20);
    const high = await at(100);
    assert.deepEqual(
      [(await sharp(low).metadata()).width, (await sharp(high).metadata()).width],
      [600, 600],
    );
    assert.ok(low.length * 2 < high.length, `quality 20: ${low.length} B, 100: ${high.length} B`);
  });

  it('answers 304 to a matching If-None-Match, and HEAD with the headers only', async () => {
    const url = renderUrl('photos/phone.jpg', { width: 300 });
    const first = await fetchBytes(url, { accept: imgAccept });
    const eTag = first.headers.get('etag') ?? '';
    const again = await fetchBytes(url, { accept: imgAccept, 'if-none-match': eTag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.get('etag'), eTag);
    const other = await fetchBytes(renderUrl('photos/phone.jpg', { width: 301 }), {
      accept: imgAccept,
      'if-none-match': eTag,
    });
    assert.equal(other.status, 200);
    assert.notEqual(other.headers.get('etag'), eTag);

    const head = await fetchBytes(url, { accept: imgAccept }, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers.get('content-type'), 'image/webp');
    assert.equal(head.headers.get('etag'), eTag);
  });

  it('download(path, { transform }) renders through the member policies', async () => {
    const key = `${alice.id}/avatar.png`;
    const avatars = (client: SupabaseClient) => client.storage.from('avatars');
    const upload = await avatars(alice.client).upload(
      key,
      new Blob([await solidImage(300, 300, red)], { type: 'image/png' }),
    );
    assert.equal(upload.error, null);

    const own = await avatars(alice.client).download(key, {
      transform: { width: 100, height: 100 },
    });
    assert.equal(own.error, null);
    const bytes = Buffer.from(await (own.data as Blob).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 100, 100]);

    for (const client of [bob.client, anonClient(stack)]) {
      const refused = await avatars(client).download(key, { transform: { width: 100 } });
      assert.equal(refused.data, null);
      assert.equal((refused.error as { statusCode?: string } | null)?.statusCode, '404');
    }
  });

  it('createSignedUrl(path, ttl, { transform }) signs the transformation into the token', async () => {
    const key = `${alice.id}/signed.png`;
    const avatars = alice.client.storage.from('avatars');
    await avatars.upload(key, new Blob([await solidImage(300, 300, blue)], { type: 'image/png' }));

    const { data, error } = await avatars.createSignedUrl(key, 60, {
      transform: { width: 100, height: 50, resize: 'contain' },
    });
    assert.equal(error, null);
    const signedUrl = data?.signedUrl ?? '';
    assert.match(
      signedUrl,
      /\/storage\/v1\/render\/image\/sign\/avatars\/[^?]+\/signed\.png\?token=/,
    );
    const claims = tokenClaims(signedUrl);
    assert.deepEqual(
      [claims.url, claims.scope, claims.transformations],
      [`avatars/${key}`, 'download', 'height:50,width:100,resize:contain'],
    );

    // Opened as an <img> would: no key, no session.
    const variant = await fetchBytes(signedUrl);
    assert.equal(variant.status, 200);
    const meta = await sharp(variant.body).metadata();
    assert.deepEqual([meta.width, meta.height], [50, 50]);
    assert.equal(variant.headers.get('expires'), new Date(Number(claims.exp) * 1000).toUTCString());
    assert.equal(variant.headers.get('cache-control'), null);

    // The query cannot change what was signed.
    const tampered = await fetchBytes(`${signedUrl}&width=300&height=300&resize=fill`);
    assert.deepEqual(
      [
        (await sharp(tampered.body).metadata()).width,
        (await sharp(tampered.body).metadata()).height,
      ],
      [50, 50],
    );

    const plain = await avatars.createSignedUrl(key, 60);
    assert.match(plain.data?.signedUrl ?? '', /\/storage\/v1\/object\/sign\//);

    const origin = await avatars.createSignedUrl(key, 60, {
      transform: { width: 100, format: 'origin' },
    });
    const kept = await fetchBytes(origin.data?.signedUrl ?? '', { accept: imgAccept });
    assert.equal(kept.headers.get('content-type'), 'image/png');

    const elsewhere = signedUrl.replace('/signed.png?', '/avatar.png?');
    const refused = await fetchBytes(elsewhere);
    assert.equal(refused.status, 400);
    assert.deepEqual(jsonOf(refused), {
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'InvalidSignature',
      message: 'Invalid signature',
    });
  });

  it('never serves a variant of replaced or deleted bytes, and drops the old variants', async () => {
    const key = 'swap/colour.png';
    const id = await put(key, await solidImage(64, 64, red), 'image/png');
    const url = renderUrl(key, { width: 32 });
    const first = await fetchBytes(url);
    assert.ok(closeTo(await averageColour(first.body), red));
    const firstTag = first.headers.get('etag') ?? '';

    assert.equal(await put(key, await solidImage(64, 64, blue), 'image/png', true), id);
    const second = await fetchBytes(url, { 'if-none-match': firstTag });
    assert.equal(second.status, 200);
    assert.ok(closeTo(await averageColour(second.body), blue));
    assert.notEqual(second.headers.get('etag'), firstTag);
    assert.equal((await variantsOf(id)).length, 1, 'one version of the object keeps variants');

    const update = await lab().update(key, await solidImage(64, 64, green), {
      contentType: 'image/png',
    });
    assert.equal(update.error, null);
    assert.ok(closeTo(await averageColour((await fetchBytes(url)).body), green));
    assert.equal((await variantsOf(id)).length, 1);

    assert.equal((await lab().remove([key])).error, null);
    const gone = await fetchBytes(url);
    assert.equal(gone.status, 400);
    assert.deepEqual(jsonOf(gone), {
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    assert.deepEqual(await variantsOf(id), []);
  });

  it('drops, when storage starts, the variants of objects deleted or replaced meanwhile', async () => {
    const id = await put('sweep/kept.png', await solidImage(40, 40, green), 'image/png');
    assert.equal((await fetchBytes(renderUrl('sweep/kept.png', { width: 20 }))).status, 200);
    const [current] = await variantsOf(id);
    assert.ok(current);
    // What a stopped stack may leave behind: variants of a deleted object and of an old version.
    const root = path.join(stack.config.dataDir, 'storage-variants');
    const ghost = randomUUID();
    const leftovers = [path.join(root, ghost, 'abc123'), path.join(root, id, 'deadbeef')];
    for (const directory of leftovers) {
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, `${'a'.repeat(32)}.webp`), 'stale');
    }

    // The next start of the storage service, over the same data dir and database.
    await new ImageVariants(stack.config.dataDir, defaultRenderSettings).start(
      stack.pool,
      (error) => {
        throw error;
      },
    );
    assert.deepEqual(await variantsOf(ghost), []);
    assert.deepEqual(await variantsOf(id), [current]);
  });

  it('refuses nonsense parameters with storage-api validation errors', async () => {
    const cases: Array<[string, string]> = [
      ['width=-1', 'querystring/width must be >= 0'],
      ['width=abc', 'querystring/width must be integer'],
      ['width=1.5', 'querystring/width must be integer'],
      ['width=Infinity', 'querystring/width must pass "finite" keyword validation'],
      ['height=-5', 'querystring/height must be >= 0'],
      ['quality=1000', 'querystring/quality must be <= 100'],
      ['quality=10', 'querystring/quality must be >= 20'],
      ['resize=sideways', 'querystring/resize must be equal to one of the allowed values'],
      ['format=gif', 'querystring/format must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const answer = await fetchBytes(queryUrl('photos/phone.jpg', query));
      assert.equal(answer.status, 400, query);
      assert.deepEqual(jsonOf(answer), {
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'Error',
        message,
      });
    }
    const authenticated = await fetchBytes(
      `${stack.url}/storage/v1/render/image/authenticated/render-lab/photos/phone.jpg?width=abc`,
      { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
    );
    assert.equal(jsonOf(authenticated).message, 'querystring/width must be integer');

    const signed = await lab().createSignedUrl('photos/phone.jpg', 60, {
      transform: { width: -1 },
    });
    assert.equal(signed.data, null);
    assert.equal(signed.error?.message, 'body/transform/width must be >= 0');
  });

  it('answers missing objects, private buckets, non-images and unknown routes as storage-api', async () => {
    const missing = await fetchBytes(queryUrl('photos/nothing.jpg', 'width=10'));
    assert.deepEqual([missing.status, jsonOf(missing).code], [400, 'NoSuchKey']);

    const vault = service.storage.from('render-vault');
    await vault.upload('secret.png', await solidImage(10, 10, red), { contentType: 'image/png' });
    const hidden = await fetchBytes(
      `${stack.url}/storage/v1/render/image/public/render-vault/secret.png?width=5`,
    );
    assert.deepEqual(jsonOf(hidden), {
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });

    const text = await fetchBytes(queryUrl('notes/readme.txt', 'width=10'));
    assert.equal(text.status, 400);
    assert.deepEqual(jsonOf(text), {
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'The source image is invalid or unsupported for rendering',
    });

    const unknown = await fetchBytes(`${stack.url}/storage/v1/render/image/nowhere`, {
      apikey: stack.anonKey,
    });
    assert.equal(unknown.status, 404);
    assert.deepEqual(jsonOf(unknown), {
      statusCode: '404',
      code: 'InvalidRequest',
      error: 'Not Found',
      message: 'Route GET:/render/image/nowhere not found',
    });
  });

  it('prints how long a first render, a cached variant and a plain download take (not asserted)', async (t) => {
    const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;
    for (let run = 0; run < 3; run += 1) {
      const url = renderUrl('photos/phone.jpg', { width: 1170 + run });
      let start = performance.now();
      const first = await fetchBytes(url, { accept: imgAccept });
      const firstTime = ms(start);
      assert.equal(first.status, 200);
      assert.equal((await sharp(first.body).metadata()).width, 1170 + run);

      const cachedTimes: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        start = performance.now();
        const cached = await fetchBytes(url, { accept: imgAccept });
        cachedTimes.push(ms(start));
        assert.deepEqual(cached.body, first.body);
      }
      const sameSize = `timing/plain-${run}.bin`;
      await put(sameSize, randomBytes(first.body.length), 'application/octet-stream');
      const plainTimes: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        start = performance.now();
        const plain = await fetchBytes(lab().getPublicUrl(sameSize).data.publicUrl);
        plainTimes.push(ms(start));
        assert.equal(plain.body.length, first.body.length);
      }
      t.diagnostic(
        `12 MP JPEG → ${1170 + run} px WebP (${first.body.length} B): first render ${firstTime}; ` +
          `cached ${cachedTimes.join(', ')}; plain download of ${first.body.length} B ${plainTimes.join(', ')}`,
      );
    }
  });
});
