import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type pg from 'pg';
import { defaultFileSizeLimit, findBucket } from './bucket.repository.ts';
import { sniffLength, verifyContentType } from './content-type.verifier.ts';
import { isMimeTypeAllowed } from './mime-type.matcher.ts';
import type { ObjectFileStore } from './object-file.store.ts';
import { validateBucketId, validateObjectKey } from './object-key.validator.ts';
import { objectMetadata, saveObject } from './object.repository.ts';
import { storageErrors } from './storage-error.ts';

export interface LocalFile {
  bucketId: string;
  key: string;
  /** The member the object belongs to, as an upload with their token records. */
  owner: string | null;
  /** A file on this machine; its bytes are linked or copied, never moved. */
  sourcePath: string;
  mimetype: string;
  /** As a download will send it, e.g. `max-age=3600`. */
  cacheControl: string;
  /**
   * The quoted md5 of the bytes when the caller already knows it (a cache that recorded it), which
   * spares reading the whole file; otherwise it is computed.
   */
  eTag?: string;
}

async function md5Of(sourcePath: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(sourcePath)) hash.update(chunk as Buffer);
  return `"${hash.digest('hex')}"`;
}

/** Size and first bytes of a file, and its quoted md5 (storage-api's eTag) unless known. */
async function describe(sourcePath: string, knownETag: string | undefined) {
  const file = await open(sourcePath, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(sniffLength);
    const { bytesRead } = await file.read(head, 0, sniffLength, 0);
    const eTag = knownETag ?? (await md5Of(sourcePath));
    return { size, eTag, head: head.subarray(0, bytesRead) };
  } finally {
    await file.close();
  }
}

/**
 * Stores a file of this machine as the object `<bucket>/<key>`, as an upload stores its bytes: the
 * bucket's type and size rules, the type checked against the bytes, the row written by `saveObject`
 * (replacing one of the same key) and the file put among the other objects' files. Runs inside the
 * caller's transaction `client` (the database owner's: no policy applies) and places the file
 * before the caller commits; after a rollback the caller calls `files.remove` for its keys.
 */
export async function importLocalFile(
  client: pg.PoolClient,
  files: ObjectFileStore,
  file: LocalFile,
): Promise<string> {
  const bucketId = validateBucketId(file.bucketId);
  const key = validateObjectKey(file.key);
  const bucket = await findBucket(client, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  const { size, eTag, head } = await describe(file.sourcePath, file.eTag);
  if (size > (bucket.file_size_limit ?? defaultFileSizeLimit)) throw storageErrors.tooLarge();
  const mimetype = await verifyContentType(file.mimetype, head);
  if (!isMimeTypeAllowed(mimetype, bucket.allowed_mime_types))
    throw storageErrors.invalidMime(mimetype);
  const id = await saveObject(
    client,
    {
      bucketId,
      name: key,
      owner: file.owner,
      userMetadata: null,
      metadata: objectMetadata({ size, eTag, mimetype, cacheControl: file.cacheControl }),
    },
    true,
  );
  await files.placeCopyOf(file.sourcePath, bucketId, key);
  return id;
}
