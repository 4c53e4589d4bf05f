import { errors } from './auth-error.ts';
import type { Json } from './user.types.ts';

/**
 * Refuses user_metadata past `maxBytes` of JSON. Metadata is copied into every access token, so an
 * unbounded one makes every token huge and can lock its own account out.
 */
export function assertMetadataSize(metadata: Json, maxBytes: number): void {
  if (maxBytes <= 0) return;
  const size = Buffer.byteLength(JSON.stringify(metadata), 'utf8');
  if (size > maxBytes)
    throw errors.validation(`user_metadata is too large: ${size} bytes, at most ${maxBytes}`);
}

/** GoTrue's UpdateUserMetaData: a shallow merge in which a null value deletes its key. */
export function mergeMetadata(current: Json, changes: Json): Json {
  const merged = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}
