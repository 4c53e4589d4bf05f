import { storageErrors } from './storage-error.ts';

const maxKeyLength = 1024;
const maxSegmentBytes = 255;
const hasControlCharacter = (key: string) =>
  [...key].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** Returns the key unchanged when it is a safe relative path, otherwise throws 400 InvalidKey. */
export function validateObjectKey(key: string): string {
  const invalid = () => storageErrors.invalidKey(key);
  if (key.length === 0 || key.length > maxKeyLength) throw invalid();
  // Control characters (NUL included) and backslashes never reach the file system.
  if (hasControlCharacter(key) || key.includes('\\') || key.startsWith('/')) throw invalid();
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw invalid();
    if (Buffer.byteLength(segment) > maxSegmentBytes) throw invalid();
  }
  return key;
}

/** Bucket ids become a directory name, so they are held to a strict alphabet. */
export function validateBucketId(bucketId: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/.test(bucketId)) throw storageErrors.noSuchBucket();
  return bucketId;
}
