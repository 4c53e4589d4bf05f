import type { PhotoSpec } from './photo-texture.renderer.ts';

/** A phone's 12-megapixel camera, held either way; the long edge stays under 4096 px. */
const LANDSCAPE = { width: 4032, height: 3024 };
const PORTRAIT = { width: 3024, height: 4032 };
/** An avatar as a phone's gallery would crop it, before the site makes it smaller. */
const SQUARE = { width: 1024, height: 1024 };

/** A picture of the demo data: which file of the cache it is, and how it is generated. */
export interface DemoPhoto {
  /** Its file name in the cache, also the seed's source: `post-04-1`, `avatar-alice`. */
  name: string;
  spec: PhotoSpec;
}

export interface DemoPostPhotos {
  /** A post of `supabase/seed.sql`. */
  postId: string;
  photos: DemoPhoto[];
}

export interface DemoAvatar {
  /** A member of `supabase/seed.sql`. */
  userId: string;
  photo: DemoPhoto;
}

const postId = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
const userId = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

/** The seed of a name: the same name always draws the same picture. */
function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function photo(name: string, size: { width: number; height: number }, hue: number): DemoPhoto {
  return { name, spec: { seed: seedOf(name), ...size, hue } };
}

/** A post's photos, each of a shape and a hue (0-360) its colours lean to. */
function post(n: number, ...shots: Array<['landscape' | 'portrait', number]>): DemoPostPhotos {
  const tag = String(n).padStart(2, '0');
  return {
    postId: postId(n),
    photos: shots.map(([shape, hue], i) =>
      photo(`post-${tag}-${i + 1}`, shape === 'landscape' ? LANDSCAPE : PORTRAIT, hue),
    ),
  };
}

/**
 * Thirteen of the thirty demo posts (43 %) carry photos, five of them two or three, 19 in all; two
 * of the six members have an avatar. The newest posts are among them, so the feed's first screen
 * shows some.
 */
export const DEMO_POST_PHOTOS: readonly DemoPostPhotos[] = [
  post(2, ['landscape', 75]), // cordless drill
  post(4, ['landscape', 40], ['portrait', 0]), // hand-pulled noodles
  post(5, ['landscape', 235], ['landscape', 280], ['portrait', 160]), // night train
  post(9, ['landscape', 130]), // Cascadia tiles
  post(10, ['portrait', 25]), // flat white
  post(14, ['landscape', 55]), // pull saw
  post(16, ['landscape', 10], ['portrait', 320]), // taco truck
  post(17, ['landscape', 185], ['portrait', 215]), // Lisbon rooftop
  post(18, ['portrait', 265]), // e-reader
  post(20, ['portrait', 95]), // standing desk
  post(22, ['landscape', 340]), // ramen meal kit
  post(26, ['portrait', 200]), // dust extractor
  post(28, ['landscape', 45], ['portrait', 20]), // sourdough
];

export const DEMO_AVATARS: readonly DemoAvatar[] = [
  { userId: userId(1), photo: photo('avatar-alice', SQUARE, 300) },
  { userId: userId(4), photo: photo('avatar-dave_eats', SQUARE, 170) },
];

/** Every picture the demo data uses, each once. */
export function allDemoPhotos(): DemoPhoto[] {
  return [
    ...DEMO_POST_PHOTOS.flatMap((entry) => entry.photos),
    ...DEMO_AVATARS.map((avatar) => avatar.photo),
  ];
}
