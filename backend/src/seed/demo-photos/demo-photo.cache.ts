import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoPhoto } from './demo-photo.catalog.ts';
import { renderPhoto } from './photo-texture.renderer.ts';

/** A generated picture on disk, with what the stored URL says about it. */
export interface CachedPhoto {
  name: string;
  /** Absolute path of the JPEG in the cache. */
  file: string;
  width: number;
  height: number;
  /** The dominant colour as `rrggbb`. */
  color: string;
  size: number;
  /** Quoted, as storage-api's eTag. */
  eTag: string;
}

type ManifestEntry = Omit<CachedPhoto, 'file'>;

/**
 * Outside every data dir: generating the pictures takes seconds of CPU, and every e2e file and many
 * backend tests start a stack with the demo data on a new data dir.
 */
export const DEFAULT_PHOTO_CACHE_ROOT = path.join(os.tmpdir(), 'lag-demo-photos');

const MANIFEST = 'manifest.json';
/** The code the cached files and manifest come from: a change to any of them makes a new cache. */
const SOURCES = ['./photo-texture.renderer.ts', './seeded-random.ts', './demo-photo.cache.ts'];

/** What the files depend on: the generator's code, the specs, and the libvips that encodes them. */
async function cacheVersion(photos: readonly DemoPhoto[]): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) hash.update(await readFile(new URL(source, import.meta.url)));
  hash.update(JSON.stringify(photos));
  hash.update(`sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`);
  return hash.digest('hex').slice(0, 16);
}

/** The cache in `dir` when it holds every picture whole (a temp cleaner may have taken some). */
async function readCache(
  dir: string,
  photos: readonly DemoPhoto[],
): Promise<Map<string, CachedPhoto> | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as {
      photos: ManifestEntry[];
    };
    const found = new Map<string, CachedPhoto>();
    for (const { name } of photos) {
      const entry = manifest.photos.find((candidate) => candidate.name === name);
      const file = path.join(dir, `${name}.jpg`);
      if (!entry || (await stat(file)).size !== entry.size) return null;
      found.set(name, { ...entry, file });
    }
    return found;
  } catch {
    return null;
  }
}

/** Runs `work` on every item, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Renders every picture into a fresh folder beside `dir`, so no reader ever sees half a cache. */
async function generate(dir: string, photos: readonly DemoPhoto[]): Promise<string> {
  const partial = `${dir}.${randomUUID()}.partial`;
  await mkdir(partial, { recursive: true });
  const entries: ManifestEntry[] = [];
  // A picture per core: the storage renderer limits libvips to one thread per image.
  await inParallel(photos, os.availableParallelism(), async ({ name, spec }) => {
    const rendered = await renderPhoto(spec);
    await writeFile(path.join(partial, `${name}.jpg`), rendered.jpeg);
    const { width, height, color, jpeg } = rendered;
    const eTag = `"${createHash('md5').update(jpeg).digest('hex')}"`;
    entries.push({ name, width, height, color, size: jpeg.length, eTag });
  });
  await writeFile(path.join(partial, MANIFEST), JSON.stringify({ photos: entries }, null, 2));
  return partial;
}

/**
 * The demo pictures as files, from `<root>/<version>/`, generating them first when that folder is
 * missing or incomplete. Two stacks starting at once may both generate; the first to finish wins.
 */
export async function demoPhotoFiles(
  photos: readonly DemoPhoto[],
  root: string = DEFAULT_PHOTO_CACHE_ROOT,
): Promise<Map<string, CachedPhoto>> {
  const dir = path.join(root, await cacheVersion(photos));
  const cached = await readCache(dir, photos);
  if (cached) return cached;
  const partial = await generate(dir, photos);
  try {
    await rename(partial, dir);
  } catch {
    // Another start finished first, or the folder there is damaged: use it, or replace it.
    const theirs = await readCache(dir, photos);
    if (theirs) {
      await rm(partial, { recursive: true, force: true });
      return theirs;
    }
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
  }
  const ours = await readCache(dir, photos);
  if (!ours) throw new Error(`the demo photo cache in ${dir} is incomplete after generating it`);
  return ours;
}
