import sharp from 'sharp';
import { seededRandom, type Random } from './seeded-random.ts';

/** One generated picture: its seed, pixel size and the hue (0-360) its colours lean to. */
export interface PhotoSpec {
  seed: number;
  width: number;
  height: number;
  hue: number;
}

export interface RenderedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  /** The dominant colour as `rrggbb`. */
  color: string;
}

/** A phone's JPEG: high quality, chroma halved, baseline; sharp writes no EXIF, GPS or ICC. */
const JPEG_OPTIONS = { quality: 90, chromaSubsampling: '4:2:0', progressive: false } as const;

/**
 * Sensor-like grain: the most grey levels it moves a pixel by. It is what makes the bytes those of
 * a photo: a 12-megapixel picture without it compresses to a few hundred KB, with it to 2-3 MB.
 */
const GRAIN_AMPLITUDE = 12;

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const around = (hue: number, spread: number, random: Random) =>
  (hue + (random() - 0.5) * spread + 360) % 360;

/** A few colours around the hue, lighter at the top like a sky over ground, as a tiny raw image. */
function colourGrid(spec: PhotoSpec, random: Random) {
  const columns = 5;
  const rows = 4;
  const data = Buffer.alloc(columns * rows * 3);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const lightness = 0.68 - row * 0.09 + (random() - 0.5) * 0.25;
      const rgb = hslToRgb(around(spec.hue, 40, random), 0.45 + random() * 0.35, lightness);
      data.set(rgb, (row * columns + column) * 3);
    }
  }
  return { data, raw: { width: columns, height: rows, channels: 3 as const } };
}

/** Grey noise at `width` × `height`, values `128 ± amplitude`. */
function greyNoise(random: Random, width: number, height: number, amplitude: number) {
  const data = Buffer.alloc(width * height);
  const low = 128 - amplitude;
  for (let i = 0; i < data.length; i += 1) data[i] = low + Math.floor(random() * 2 * amplitude);
  return data;
}

/** Soft blotches of light and shade: coarse noise, blurred, then enlarged to the scene. */
async function blotches(random: Random, width: number, height: number) {
  const coarse = {
    width: Math.ceil(width / 48),
    height: Math.ceil(height / 48),
    channels: 1 as const,
  };
  const blurred = await sharp(greyNoise(random, coarse.width, coarse.height, 90), { raw: coarse })
    .blur(0.8)
    .raw()
    .toBuffer();
  return sharp(blurred, { raw: coarse })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

/** A ridge across the picture and overlapping shapes: edges and objects, as in a real scene. */
function shapesSvg(spec: PhotoSpec, random: Random, width: number, height: number): Buffer {
  const shapes: string[] = [];
  let ridge = `M0 ${height}`;
  let y = height * (0.45 + random() * 0.25);
  for (let x = 0; x <= width; x += width / 24) {
    y = Math.min(height, Math.max(height * 0.2, y + (random() - 0.5) * height * 0.08));
    ridge += ` L${x.toFixed(0)} ${y.toFixed(0)}`;
  }
  const [r, g, b] = hslToRgb(around(spec.hue, 20, random), 0.6, 0.3 + random() * 0.15);
  shapes.push(
    `<path d="${ridge} L${width} ${height} Z" fill="rgb(${r},${g},${b})" fill-opacity="0.7"/>`,
  );
  for (let i = 0; i < 36; i += 1) {
    const [sr, sg, sb] = hslToRgb(
      around(spec.hue, 140, random),
      0.2 + random() * 0.6,
      0.15 + random() * 0.7,
    );
    const fill = `fill="rgb(${sr},${sg},${sb})" fill-opacity="${(0.2 + random() * 0.6).toFixed(2)}"`;
    const cx = (random() * width).toFixed(0);
    const cy = (random() * height).toFixed(0);
    const rx = (width * (0.01 + random() * 0.18)).toFixed(0);
    const ry = (height * (0.01 + random() * 0.18)).toFixed(0);
    shapes.push(
      random() < 0.55
        ? `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${fill}/>`
        : `<rect x="${cx}" y="${cy}" width="${rx}" height="${ry}" transform="rotate(${(random() * 90 - 45).toFixed(1)} ${cx} ${cy})" ${fill}/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`,
  );
}

/**
 * Adds the same random step to the three channels of each pixel (luminance grain, as a sensor's),
 * in place. Written out rather than composited: libvips' overlay blend of a full-size noise layer
 * took five times as long. Four pixels per xorshift step, a byte of it each.
 */
function addGrain(rgb: Buffer, seed: number, amplitude: number): void {
  let state = seed | 1;
  const pixels = rgb.length / 3;
  for (let pixel = 0; pixel < pixels; pixel += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    for (let k = 0; k < 4 && pixel + k < pixels; k += 1) {
      const byte = (state >>> (k * 8)) & 0xff;
      // Two nibbles summed: more small steps than large ones, like real noise.
      const step = Math.round((((byte & 15) + (byte >>> 4) - 15) / 15) * amplitude);
      const offset = (pixel + k) * 3;
      for (let c = 0; c < 3; c += 1) {
        const value = (rgb[offset + c] ?? 0) + step;
        rgb[offset + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
}

/** The dominant colour as `rrggbb`, read back from the encoded picture. */
async function dominantColour(jpeg: Buffer): Promise<string> {
  const small = await sharp(jpeg).resize(128, 128, { fit: 'fill' }).png().toBuffer();
  const { dominant } = await sharp(small).stats();
  return [dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('');
}

/**
 * A photo-like JPEG of `spec`: a colour gradient, blotches of light, a ridge and shapes, drawn at
 * half size and enlarged (soft, like a phone's lens), then grain at full size. The same spec gives
 * the same bytes.
 */
export async function renderPhoto(spec: PhotoSpec): Promise<RenderedPhoto> {
  const random = seededRandom(spec.seed);
  const sceneSize = { width: Math.ceil(spec.width / 2), height: Math.ceil(spec.height / 2) };
  const grid = colourGrid(spec, random);
  const light = await blotches(random, sceneSize.width, sceneSize.height);
  const scene = await sharp(grid.data, { raw: grid.raw })
    .resize(sceneSize.width, sceneSize.height, { kernel: 'cubic', fit: 'fill' })
    .composite([
      { input: light, raw: { ...sceneSize, channels: 1 }, blend: 'soft-light' },
      { input: shapesSvg(spec, random, sceneSize.width, sceneSize.height), blend: 'over' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  const photo = await sharp(scene, { raw: { ...sceneSize, channels: 3 } })
    .resize(spec.width, spec.height, { kernel: 'linear', fit: 'fill' })
    .raw()
    .toBuffer();
  addGrain(photo, Math.floor(random() * 2 ** 32), GRAIN_AMPLITUDE);
  const jpeg = await sharp(photo, { raw: { width: spec.width, height: spec.height, channels: 3 } })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
  return { jpeg, width: spec.width, height: spec.height, color: await dominantColour(jpeg) };
}
