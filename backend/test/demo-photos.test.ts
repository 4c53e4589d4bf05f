import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import { pickFreePort } from '../src/free-port.ts';
import { seedBenchmarkData } from '../src/seed/benchmark.seeder.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { restartTestStack, startTestStack, type TestStack } from './helpers/test-stack.ts';

// The demo data's photos (backend/src/seed/demo-photos/): real-sized JPEGs stored as the site
// stores uploads, their URLs carrying `#w=…&h=…&c=rrggbb`, added once per database.

let stack: TestStack;
let port: number;

const OBJECT_PATH = '/storage/v1/object/public/';
const MB = 1_000_000;

before(async () => {
  port = await pickFreePort();
  stack = await startTestStack({ seed: true, gatewayPort: port });
});

after(async () => {
  await stack?.stop();
});

interface StoredUrl {
  url: string;
  bucket: 'post-media' | 'avatars';
  /** The member whose folder the object is in. */
  owner: string;
}

async function demoUrls(): Promise<StoredUrl[]> {
  const { rows } = await stack.pool.query<StoredUrl>(`
    select u as url, 'post-media' as bucket, p.user_id::text as owner
      from public.posts p, unnest(p.media_urls) as u
    union all
    select avatar_url, 'avatars', id::text from public.profiles where avatar_url is not null
    order by 1`);
  return rows;
}

/** The fragment's size and colour, read here without the backend's helper. */
function fragmentOf(url: string) {
  const params = new URLSearchParams(new URL(url).hash.slice(1));
  return {
    width: Number(params.get('w')),
    height: Number(params.get('h')),
    color: params.get('c') ?? '',
  };
}

async function fetchBytes(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Share of a thumbnail's pixels within 16 levels per channel of `rrggbb`. */
async function shareNear(image: Buffer, color: string): Promise<number> {
  const target = [0, 2, 4].map((at) => parseInt(color.slice(at, at + 2), 16));
  const { data } = await sharp(image).resize(64, 64, { fit: 'fill' }).raw().toBuffer({
    resolveWithObject: true,
  });
  let near = 0;
  for (let i = 0; i < data.length; i += 3) {
    if ([0, 1, 2].every((c) => Math.abs((data[i + c] ?? 0) - (target[c] ?? 0)) <= 16)) near += 1;
  }
  return near / (data.length / 3);
}

/** Everything a restart could change: the rows that point at photos, the objects and their files. */
async function snapshot(current: TestStack) {
  const posts = await current.pool.query(
    'select id, media_urls, author_avatar_url from public.posts order by id',
  );
  const profiles = await current.pool.query(
    'select id, avatar_url from public.profiles order by id',
  );
  const objects = await current.pool.query(
    'select id, bucket_id, name, owner, metadata, updated_at from storage.objects order by bucket_id, name',
  );
  const root = path.join(current.config.dataDir, 'storage');
  const files: Array<{ file: string; size: number; modified: number }> = [];
  for (const entry of await readdir(root, { recursive: true })) {
    const info = await stat(path.join(root, entry));
    if (info.isFile()) files.push({ file: entry, size: info.size, modified: info.mtimeMs });
  }
  files.sort((a, b) => a.file.localeCompare(b.file));
  return { posts: posts.rows, profiles: profiles.rows, objects: objects.rows, files };
}

it('puts photos on a third to a half of the demo posts, some two or three, and avatars on some members', async () => {
  const { rows } = await stack.pool.query<{ photos: number }>(
    'select coalesce(cardinality(media_urls), 0) as photos from public.posts',
  );
  const withPhotos = rows.filter((row) => row.photos > 0);
  assert.equal(rows.length, 30);
  assert.ok(withPhotos.length >= 10 && withPhotos.length <= 15, `${withPhotos.length} of 30`);
  assert.ok(withPhotos.filter((row) => row.photos >= 2).length >= 3, 'several posts have 2-3');
  assert.ok(rows.every((row) => row.photos <= 3));

  const { rows: avatars } = await stack.pool.query<{ avatar_url: string | null }>(
    'select avatar_url from public.profiles',
  );
  const withAvatar = avatars.filter((row) => row.avatar_url !== null).length;
  assert.ok(withAvatar >= 1 && withAvatar <= 3, `${withAvatar} of ${avatars.length} avatars`);

  const urls = await demoUrls();
  for (const { url, bucket, owner } of urls) {
    const prefix = `${stack.url}${OBJECT_PATH}${bucket}/${owner}/`;
    assert.ok(url.startsWith(prefix), `${url} is an object in its owner's folder`);
    assert.match(url.slice(prefix.length), /^[0-9a-f-]{36}\.jpg#w=\d+&h=\d+&c=[0-9a-f]{6}$/);
  }
  const { rows: copies } = await stack.pool.query<{ wrong: number }>(`
    select count(*)::int as wrong from public.posts p join public.profiles a on a.id = p.user_id
     where p.author_avatar_url is distinct from a.avatar_url`);
  assert.equal(copies[0]?.wrong, 0, "the posts carry their authors' avatars");
});

it('serves every demo photo with the bytes its URL describes: size, a colour of it, no metadata', async () => {
  const urls = await demoUrls();
  const digests = new Set<string>();
  const colors = new Set<string>();
  for (const { url, bucket } of urls) {
    const stated = fragmentOf(url);
    const fetched = await fetchBytes(url);
    assert.equal(fetched.status, 200, url);
    assert.equal(fetched.type, 'image/jpeg');
    const metadata = await sharp(fetched.body).metadata();
    assert.equal(metadata.format, 'jpeg');
    assert.deepEqual([metadata.width, metadata.height], [stated.width, stated.height], url);
    assert.ok(Math.max(stated.width, stated.height) <= 4096);
    assert.equal(metadata.exif, undefined, 'no EXIF (nor GPS)');
    assert.equal(metadata.xmp, undefined);
    if (bucket === 'post-media') {
      assert.ok(Math.min(stated.width, stated.height) >= 3000, 'phone-sized');
      const size = fetched.body.length;
      assert.ok(size >= 1 * MB && size <= 4 * MB, `${url}: ${size} bytes`);
    }
    const near = await shareNear(fetched.body, stated.color);
    assert.ok(near >= 0.03, `${url}: ${(near * 100).toFixed(1)} % of the picture near its colour`);
    digests.add(createHash('sha256').update(fetched.body).digest('hex'));
    colors.add(stated.color);
  }
  assert.equal(digests.size, urls.length, 'every photo is a different picture');
  assert.ok(colors.size >= urls.length * 0.75, `${colors.size} colours for ${urls.length} photos`);
  const portrait = urls.some(({ url }) => fragmentOf(url).height > fragmentOf(url).width);
  assert.ok(portrait, 'some are taken upright');
});

it('renders a smaller variant of a demo photo', async () => {
  const [photo] = (await demoUrls()).filter(({ bucket }) => bucket === 'post-media');
  assert.ok(photo);
  const stated = fragmentOf(photo.url);
  const object = new URL(photo.url);
  object.hash = '';
  const render = `${object.toString().replace(OBJECT_PATH, '/storage/v1/render/image/public/')}?width=480`;
  const fetched = await fetchBytes(render);
  assert.equal(fetched.status, 200);
  const metadata = await sharp(fetched.body).metadata();
  assert.equal(metadata.width, 480);
  assert.equal(metadata.height, Math.round((480 * stated.height) / stated.width));
});

it('changes nothing when the same data dir starts again on the same address', async () => {
  const before = await snapshot(stack);
  assert.equal(before.objects.length, (await demoUrls()).length, 'one object per photo');
  stack = await restartTestStack(stack, { seed: true, gatewayPort: port });
  assert.deepEqual(await snapshot(stack), before);
});

it("moves only the demo photos' URLs when the data dir starts on another address", async () => {
  const alice = anonClient(stack);
  const { data: session, error } = await alice.auth.signInWithPassword({
    email: 'alice@example.com',
    password: 'password123',
  });
  assert.ifError(error);
  const key = `${session.user.id}/own-upload.jpg`;
  const jpeg = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer();
  const upload = await alice.storage
    .from('post-media')
    .upload(key, jpeg, { contentType: 'image/jpeg' });
  assert.ifError(upload.error);
  const ownUrl = alice.storage.from('post-media').getPublicUrl(key).data.publicUrl;
  const post = await alice
    .from('posts')
    .insert({ user_id: session.user.id, title: 'My own upload', media_urls: [ownUrl] })
    .select('id')
    .single();
  assert.ifError(post.error);

  const oldUrl = stack.url;
  const before = await snapshot(stack);
  const notOwn = (rows: StoredUrl[]) => rows.filter(({ url }) => url !== ownUrl);
  const demoBefore = notOwn(await demoUrls());
  stack = await restartTestStack(stack, { seed: true });
  assert.notEqual(stack.url, oldUrl);
  const demoAfter = notOwn(await demoUrls());
  assert.deepEqual(
    demoAfter.map(({ url }) => url),
    demoBefore.map(({ url }) => stack.url + url.slice(oldUrl.length)),
  );
  const after = await snapshot(stack);
  assert.deepEqual(after.objects, before.objects, 'no object added, replaced or removed');
  assert.deepEqual(after.files, before.files);
  const own = await stack.pool.query<{ media_urls: string[] }>(
    'select media_urls from public.posts where id = $1',
    [post.data.id],
  );
  assert.deepEqual(own.rows[0]?.media_urls, [ownUrl], "a member's upload keeps its URL");
  const moved = demoAfter[0];
  assert.ok(moved);
  assert.equal((await fetchBytes(moved.url)).status, 200);
});

it('lets the benchmark seeder put the demo photos on a quarter of its posts', async () => {
  const demo = new Set(
    (await demoUrls()).filter(({ bucket }) => bucket === 'post-media').map(({ url }) => url),
  );
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const options = { databaseUrl: stack.databaseUrl, posts: 120, comments: 240, users: 10 };
    await seedBenchmarkData(client, options, () => undefined);
  } finally {
    await client.end();
  }
  const { rows } = await stack.pool.query<{ media_urls: string[] | null }>(
    "select media_urls from public.posts where title like '% review #%'",
  );
  assert.equal(rows.length, 120);
  const withPhotos = rows.flatMap((row) => (row.media_urls ? [row.media_urls] : []));
  assert.ok(withPhotos.length >= 24 && withPhotos.length <= 36, `${withPhotos.length} of 120`);
  assert.ok(withPhotos.some((urls) => urls.length === 2));
  for (const url of withPhotos.flat()) assert.ok(demo.has(url), `${url} is a demo photo`);
});
