import type { FastifyInstance, FastifyReply } from 'fastify';
import { findBucket } from './bucket.repository.ts';
import { withClaims } from './claims-transaction.runner.ts';
import { sendObject, type DownloadRequest } from './object-download.sender.ts';
import { validateBucketId, validateObjectKey } from './object-key.validator.ts';
import { findObject } from './object.repository.ts';
import { resolveRequestClaims } from './request-claims.resolver.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';

function objectAddress(request: DownloadRequest) {
  return {
    bucketId: validateBucketId(request.params.bucket),
    key: validateObjectKey(request.params['*']),
  };
}

export function registerDownloadRoutes(app: FastifyInstance, context: StorageContext): void {
  // Public objects are fetched by <img> without headers; the bucket must be public.
  app.get('/object/public/:bucket/*', async (request: DownloadRequest, reply) => {
    const { bucketId, key } = objectAddress(request);
    const bucket = await findBucket(context.pool, bucketId);
    if (!bucket || !bucket.public) throw storageErrors.noSuchBucket();
    const object = await findObject(context.pool, bucketId, key);
    if (!object) throw storageErrors.noSuchKey();
    return sendObject(context, request, reply, object);
  });

  const authenticatedDownload = async (request: DownloadRequest, reply: FastifyReply) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const { bucketId, key } = objectAddress(request);
    const object = await withClaims(context.pool, claims, (client) =>
      findObject(client, bucketId, key),
    );
    if (!object) throw storageErrors.noSuchKey();
    return sendObject(context, request, reply, object);
  };
  app.get('/object/authenticated/:bucket/*', authenticatedDownload);
  app.get('/object/:bucket/*', authenticatedDownload);
}
