import { createHash } from 'node:crypto';
import type pg from 'pg';
import { importLocalFile } from '../../storage/local-file.importer.ts';
import { ObjectFileStore } from '../../storage/object-file.store.ts';
import {
  DEMO_AVATARS,
  DEMO_POST_PHOTOS,
  allDemoPhotos,
  type DemoPhoto,
} from './demo-photo.catalog.ts';
import { demoPhotoFiles, type CachedPhoto } from './demo-photo.cache.ts';
import { moveDemoPhotoUrls } from './demo-photo-urls.mover.ts';
import { readDemoPhotoMarker } from './demo-photo.marker.ts';
import { withMediaMeta } from './media-meta.ts';

/** What the start did: added the photos, moved their URLs to a new public URL, or nothing. */
export type DemoPhotosOutcome = 'added' | 'moved' | 'unchanged' | 'no-demo-data';

export interface DemoPhotoOptions {
  /** Where the stack keeps stored files (`<dataDir>/storage`). */
  dataDir: string;
  /** The stack's public URL, which the stored URLs start with. */
  publicUrl: string;
  /** Where generated pictures are kept between stacks; a folder in the OS temp dir by default. */
  cacheRoot?: string;
}

/** As the site uploads them (`cache-control: max-age=3600`). */
const CACHE_CONTROL = 'max-age=3600';

/**
 * A name that looks like an upload's random one (`{uuid}.jpg`) but is the same for the same
 * picture, so pages that show the demo photos are the same in every run.
 */
function objectName(photo: DemoPhoto): string {
  const hex = createHash('sha256').update(`demo-photo/${photo.name}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}.jpg`;
}

/**
 * Stores every picture of the catalogue whose post or member exists (the demo seed made them; a
 * member only without an avatar) as an object of its owner, points the posts and profiles at their public URLs and writes the marker,
 * all in one transaction; the files are placed before it commits and taken back if it fails.
 */
async function addDemoPhotos(
  pool: pg.Pool,
  options: DemoPhotoOptions,
  publicUrl: string,
): Promise<DemoPhotosOutcome> {
  const { rows: posts } = await pool.query<{ id: string; user_id: string }>(
    'select id, user_id from public.posts where id = any($1::uuid[])',
    [DEMO_POST_PHOTOS.map((entry) => entry.postId)],
  );
  // A member who chose an avatar (in a data dir seeded before the photos existed) keeps it.
  const { rows: members } = await pool.query<{ id: string }>(
    'select id from public.profiles where id = any($1::uuid[]) and avatar_url is null',
    [DEMO_AVATARS.map((avatar) => avatar.userId)],
  );
  if (posts.length === 0 && members.length === 0) return 'no-demo-data';
  const cache = await demoPhotoFiles(allDemoPhotos(), options.cacheRoot);
  const files = new ObjectFileStore(options.dataDir);
  const placed: Array<{ bucketId: string; key: string }> = [];
  const client = await pool.connect();
  const store = async (bucketId: string, owner: string, photo: DemoPhoto) => {
    const cached = cache.get(photo.name) as CachedPhoto;
    const key = `${owner}/${objectName(photo)}`;
    placed.push({ bucketId, key });
    await importLocalFile(client, files, {
      bucketId,
      key,
      owner,
      sourcePath: cached.file,
      mimetype: 'image/jpeg',
      cacheControl: CACHE_CONTROL,
      eTag: cached.eTag,
    });
    return withMediaMeta(`${publicUrl}/storage/v1/object/public/${bucketId}/${key}`, cached);
  };
  try {
    await client.query('begin');
    const urls: string[] = [];
    for (const entry of DEMO_POST_PHOTOS) {
      const post = posts.find((row) => row.id === entry.postId);
      if (!post) continue;
      const media: string[] = [];
      for (const photo of entry.photos) media.push(await store('post-media', post.user_id, photo));
      await client.query('update public.posts set media_urls = $2 where id = $1', [post.id, media]);
      urls.push(...media);
    }
    for (const avatar of DEMO_AVATARS) {
      if (!members.some((row) => row.id === avatar.userId)) continue;
      const url = await store('avatars', avatar.userId, avatar.photo);
      await client.query('update public.profiles set avatar_url = $2 where id = $1', [
        avatar.userId,
        url,
      ]);
      urls.push(url);
    }
    await client.query(
      'insert into supabase_migrations.demo_photos (public_url, urls) values ($1, $2)',
      [publicUrl, urls],
    );
    await client.query('commit');
    return 'added';
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    for (const { bucketId, key } of placed)
      await files.remove(bucketId, key).catch(() => undefined);
    throw new Error(`The demo photos failed: ${(error as Error).message}`, { cause: error });
  } finally {
    client.release();
  }
}

/**
 * Photos for the demo data, after `seed.sql` (which stays data only and runs unchanged on hosted
 * Supabase, where there are no photos): once per database, recorded in
 * `supabase_migrations.demo_photos`. A later start with the same public URL changes nothing; one
 * with another public URL (a changed `PUBLIC_URL` or gateway port) moves the demo photos' URLs to
 * it, since nothing answers at the old one.
 */
export async function applyDemoPhotos(
  pool: pg.Pool,
  options: DemoPhotoOptions,
): Promise<DemoPhotosOutcome> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const recorded = await readDemoPhotoMarker(pool);
  if (!recorded) return addDemoPhotos(pool, options, publicUrl);
  if (recorded.public_url === publicUrl) return 'unchanged';
  await moveDemoPhotoUrls(pool, recorded, publicUrl);
  return 'moved';
}
