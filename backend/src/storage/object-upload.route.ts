import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findBucket } from './bucket.repository.ts';
import { withClaims } from './claims-transaction.runner.ts';
import { isMimeTypeAllowed } from './mime-type.matcher.ts';
import { validateBucketId, validateObjectKey } from './object-key.validator.ts';
import { replaceObject, saveObject, type NewObject } from './object.repository.ts';
import { resolveRequestClaims } from './request-claims.resolver.ts';
import type { ObjectParams, StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import { readUploadBody } from './upload-body.reader.ts';

/** Used when a bucket sets no `file_size_limit` (Supabase's default global limit). */
const defaultFileSizeLimit = 50 * 1024 * 1024;

type UploadMode = 'create' | 'update';

async function upload(
  context: StorageContext,
  request: FastifyRequest<{ Params: ObjectParams }>,
  mode: UploadMode,
) {
  const claims = await resolveRequestClaims(request, context.secret);
  const bucketId = validateBucketId(request.params.bucket);
  const key = validateObjectKey(request.params['*']);
  const bucket = await findBucket(context.pool, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();

  // Limits are checked on the buffered body, before the database or the disk is touched.
  const body = await readUploadBody(request, bucket.file_size_limit ?? defaultFileSizeLimit);
  if (!isMimeTypeAllowed(body.mimetype, bucket.allowed_mime_types))
    throw storageErrors.invalidMime(body.mimetype);

  const upsert = mode === 'create' && request.headers['x-upsert'] === 'true';
  const object: NewObject = {
    bucketId,
    name: key,
    owner: claims.sub,
    userMetadata: body.userMetadata,
    metadata: {
      size: body.bytes.length,
      mimetype: body.mimetype,
      cacheControl: body.cacheControl,
      eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
      lastModified: new Date().toUTCString(),
      contentLength: body.bytes.length,
      httpStatusCode: 200,
    },
  };

  let wroteNewFile = false;
  try {
    const id = await withClaims(context.pool, claims, async (client) => {
      const savedId =
        mode === 'update'
          ? await replaceObject(client, object)
          : await saveObject(client, object, upsert);
      if (!savedId) throw storageErrors.noSuchKey();
      // The row passed row-level security; only now do the bytes reach the disk, still inside the transaction.
      await context.files.write(bucketId, key, body.bytes);
      wroteNewFile = mode === 'create' && !upsert;
      return savedId;
    });
    return { Id: id, Key: `${bucketId}/${key}` };
  } catch (error) {
    // The commit failed after the write: take the file back so disk and metadata agree.
    if (wroteNewFile) await context.files.remove(bucketId, key);
    throw error;
  }
}

export function registerUploadRoutes(app: FastifyInstance, context: StorageContext): void {
  app.post<{ Params: ObjectParams }>('/object/:bucket/*', (request) =>
    upload(context, request, 'create'),
  );
  app.put<{ Params: ObjectParams }>('/object/:bucket/*', (request) =>
    upload(context, request, 'update'),
  );
}
