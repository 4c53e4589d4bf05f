import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { defaultFileSizeLimit, findBucket, type Bucket } from './bucket.repository.ts';
import { rehearseWithClaims, withClaims } from './claims-transaction.runner.ts';
import { verifyContentType } from './content-type.verifier.ts';
import { isMimeTypeAllowed } from './mime-type.matcher.ts';
import { objectMetadata, replaceObject, saveObject, type NewObject } from './object.repository.ts';
import type { RequestClaims } from './request-claims.resolver.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import { multipartUploadBody, rawUploadBody, type UploadBody } from './upload-body.reader.ts';
import { receiveUpload, type ReceivedFile } from './upload-stream.receiver.ts';

interface UploadTarget {
  claims: RequestClaims;
  bucket: Bucket;
  key: string;
  mode: 'create' | 'update';
  upsert: boolean;
}

function newObject(
  target: UploadTarget,
  body: Pick<UploadBody, 'cacheControl' | 'userMetadata'>,
  mimetype: string,
  file: Pick<ReceivedFile, 'size' | 'eTag'>,
): NewObject {
  return {
    bucketId: target.bucket.id,
    name: target.key,
    owner: target.claims.sub,
    userMetadata: body.userMetadata,
    metadata: objectMetadata({ ...file, mimetype, cacheControl: body.cacheControl }),
  };
}

async function writeRow(client: pg.PoolClient, target: UploadTarget, object: NewObject) {
  const id =
    target.mode === 'update'
      ? await replaceObject(client, object)
      : await saveObject(client, object, target.upsert);
  if (!id) throw storageErrors.noSuchKey();
  return id;
}

/**
 * Writes the row this upload would write and rolls it back, before one byte of the body is read:
 * a caller the policies refuse (or a duplicate key) is answered at once. The real write checks
 * again. Holding the transaction open while a client streams at its own pace instead would let a
 * few slow uploads hold every pooled connection and row lock.
 */
async function rehearse(context: StorageContext, target: UploadTarget, mimetype: string) {
  const placeholder = newObject(
    target,
    { cacheControl: 'no-cache', userMetadata: null },
    mimetype,
    { size: 0, eTag: '""' },
  );
  await rehearseWithClaims(context.pool, target.claims, (client) =>
    writeRow(client, target, placeholder),
  );
}

/** Writes the row, then renames the file into place while the row is locked, then commits. */
async function commit(
  context: StorageContext,
  target: UploadTarget,
  object: NewObject,
  temporary: string,
) {
  let placed = false;
  try {
    const id = await withClaims(context.pool, target.claims, async (client) => {
      const savedId = await writeRow(client, target, object);
      await context.files.place(temporary, target.bucket.id, target.key);
      placed = true;
      return savedId;
    });
    return { Id: id, Key: `${target.bucket.id}/${target.key}` };
  } catch (error) {
    // The commit failed after the rename: take a new file back so disk and metadata agree.
    if (placed && target.mode === 'create' && !target.upsert)
      await context.files.remove(target.bucket.id, target.key);
    throw error;
  }
}

/** Streams the body to a temporary file, checks size and type, then stores row and file. */
async function store(
  context: StorageContext,
  target: UploadTarget,
  body: UploadBody,
  limit: number,
) {
  const { bucket } = target;
  if (!isMimeTypeAllowed(body.mimetype, bucket.allowed_mime_types)) {
    body.stream.resume();
    throw storageErrors.invalidMime(body.mimetype);
  }
  const temporary = await context.files.temporaryFor(bucket.id, target.key);
  try {
    const received = await receiveUpload(body.stream, temporary, limit);
    if (received === 'too-large' || body.truncated()) throw storageErrors.tooLarge();
    const mimetype = await verifyContentType(body.mimetype, received.head);
    if (!isMimeTypeAllowed(mimetype, bucket.allowed_mime_types))
      throw storageErrors.invalidMime(mimetype);
    const saved = await commit(
      context,
      target,
      newObject(target, body, mimetype, received),
      temporary,
    );
    // An upsert or update keeps the object's id: its variants are of the old bytes.
    await context.variants.forget([saved.Id]);
    return saved;
  } finally {
    // After a successful rename there is nothing left to remove.
    await context.files.discard(temporary);
  }
}

/** What an upload is allowed to do: as whom, into which bucket and key, and how. */
export interface UploadGrant {
  claims: RequestClaims;
  bucketId: string;
  key: string;
  mode: UploadTarget['mode'];
  upsert: boolean;
}

async function targetOf(context: StorageContext, grant: UploadGrant): Promise<UploadTarget> {
  const bucket = await findBucket(context.pool, grant.bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  return { ...grant, bucket };
}

/**
 * Asks the policies whether `grant` could write its object, writing nothing (signed upload URLs);
 * size and type are checked when the bytes come.
 */
export async function checkUploadAllowed(
  context: StorageContext,
  grant: UploadGrant,
): Promise<void> {
  await rehearse(context, await targetOf(context, grant), 'application/octet-stream');
}

/** Receives the request's body (raw or multipart) and stores it as `grant` allows. */
export async function uploadFromRequest(
  context: StorageContext,
  request: FastifyRequest,
  grant: UploadGrant,
) {
  const target = await targetOf(context, grant);
  const { bucket } = target;
  const limit = bucket.file_size_limit ?? defaultFileSizeLimit;

  // Everything a raw body declares is in its headers: it is checked before the body is touched.
  const raw = request.isMultipart() ? null : rawUploadBody(request);
  if (raw && !isMimeTypeAllowed(raw.mimetype, bucket.allowed_mime_types))
    throw storageErrors.invalidMime(raw.mimetype);
  await rehearse(context, target, raw?.mimetype ?? 'application/octet-stream');
  if (raw && Number(request.headers['content-length'] ?? 0) > limit) throw storageErrors.tooLarge();
  const body = raw ?? (await multipartUploadBody(request, limit));
  return store(context, target, body, limit);
}
