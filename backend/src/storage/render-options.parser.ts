import { storageErrors } from './storage-error.ts';

export type ResizeMode = 'cover' | 'contain' | 'fill';
export type FormatOption = 'origin' | 'avif' | 'webp';

/** What storage-js sends (`transform` → `width`, `height`, `resize`, `format`, `quality`). */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: ResizeMode;
  format?: FormatOption;
  quality?: number;
}

/** Hosted Supabase's limit on a requested width or height; larger values are clamped to it. */
export const maxRenderDimension = 2500;

const resizeModes: readonly string[] = ['cover', 'contain', 'fill'];
const formats: readonly string[] = ['origin', 'avif', 'webp'];

type Invalid = { invalid: string };
const fail = (reason: string): Invalid => ({ invalid: reason });

/** Query strings repeat a key as an array; a single item counts as the value (ajv's `coerceTypes: 'array'`). */
function single(value: unknown): unknown {
  return Array.isArray(value) && value.length === 1 ? value[0] : value;
}

/**
 * storage-api's schema checks an integer as its fastify/ajv set-up does: strings that are numbers
 * are coerced, then `finite`, `maximum` and `minimum` apply in that order.
 */
function integerOf(raw: unknown, bounds: { minimum: number; maximum?: number }): number | Invalid {
  const value = single(raw);
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'boolean') number = value ? 1 : 0;
  else if (value === null) number = 0;
  else if (typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)))
    number = Number(value);
  else return fail('must be integer');
  if (Number.isNaN(number) || number % 1) return fail('must be integer');
  if (!Number.isFinite(number)) return fail('must pass "finite" keyword validation');
  if (bounds.maximum !== undefined && number > bounds.maximum)
    return fail(`must be <= ${bounds.maximum}`);
  if (number < bounds.minimum) return fail(`must be >= ${bounds.minimum}`);
  return number;
}

function choiceOf(raw: unknown, allowed: readonly string[]): string | Invalid {
  const value = single(raw);
  const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (typeof text !== 'string') return fail('must be string');
  return allowed.includes(text) ? text : fail('must be equal to one of the allowed values');
}

/**
 * Reads `width`, `height`, `resize`, `format` and `quality` from a query string (`where` =
 * 'querystring') or a sign request's `transform` (`where` = 'body/transform'); other keys are
 * ignored. The first invalid one is refused with the message fastify's validation gives on
 * storage-api, e.g. `querystring/width must be >= 0`.
 */
export function parseTransformOptions(
  source: Record<string, unknown>,
  where: string,
): TransformOptions {
  const options: TransformOptions = {};
  const checks: Array<[keyof TransformOptions, (raw: unknown) => unknown]> = [
    ['height', (raw) => integerOf(raw, { minimum: 0 })],
    ['width', (raw) => integerOf(raw, { minimum: 0 })],
    ['resize', (raw) => choiceOf(raw, resizeModes)],
    ['format', (raw) => choiceOf(raw, formats)],
    ['quality', (raw) => integerOf(raw, { minimum: 20, maximum: 100 })],
  ];
  for (const [name, check] of checks) {
    if (source[name] === undefined) continue;
    const value = check(source[name]);
    if (value && typeof value === 'object')
      throw storageErrors.validation(`${where}/${name} ${(value as Invalid).invalid}`);
    (options as Record<string, unknown>)[name] = value;
  }
  return options;
}

/** A sign request's optional `transform` member. */
export function parseTransformBody(transform: unknown): TransformOptions | undefined {
  if (transform === undefined) return undefined;
  if (!transform || typeof transform !== 'object' || Array.isArray(transform))
    throw storageErrors.validation('body/transform must be object');
  return parseTransformOptions(transform as Record<string, unknown>, 'body/transform');
}

const clamp = (value: number) => Math.min(Math.max(value, 1), maxRenderDimension);

/** What imgproxy calls each resize mode. */
const resizingTypes: Record<ResizeMode, string> = { cover: 'fill', contain: 'fit', fill: 'force' };

/**
 * The options as storage-api writes them: with `signed`, the form it signs into a token
 * (`height:100,width:100,resize:contain`); without, the imgproxy form it sends back in
 * `X-Transformations` (`…,resizing_type:fit`). Zero sizes count as absent.
 */
export function transformationSegments(options: TransformOptions, signed: boolean): string[] {
  const segments: string[] = [];
  if (options.height) segments.push(`height:${clamp(options.height)}`);
  if (options.width) segments.push(`width:${clamp(options.width)}`);
  if (options.width || options.height) {
    segments.push(
      signed
        ? `resize:${options.resize}`
        : `resizing_type:${resizingTypes[options.resize ?? 'cover']}`,
    );
  }
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`);
  return segments;
}

/** Reads a signed token's `transformations` back, leniently, as storage-api does. */
export function parseTransformationString(transformations: string): TransformOptions {
  const options: TransformOptions = {};
  for (const segment of transformations.split(',')) {
    const [name, value] = segment.split(':');
    if (value === undefined || value === '') continue;
    if (name === 'height' || name === 'width' || name === 'quality') {
      const number = Number.parseInt(value, 10);
      if (Number.isFinite(number)) options[name] = number;
    } else if (name === 'resize' && resizeModes.includes(value)) {
      options.resize = value as ResizeMode;
    } else if (name === 'format' && formats.includes(value)) {
      options.format = value as FormatOption;
    }
  }
  return options;
}

/** Width and height as the renderer uses them: clamped to 1–2500, zero meaning "not given". */
export function effectiveSize(options: TransformOptions): { width: number; height: number } {
  return {
    width: options.width ? clamp(options.width) : 0,
    height: options.height ? clamp(options.height) : 0,
  };
}
