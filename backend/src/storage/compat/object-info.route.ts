import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findBucket } from '../bucket.repository.ts';
import { cacheControlForDownload } from '../cache-control.policy.ts';
import { sendableHeaderValue } from '../download-headers.policy.ts';
import { withClaims } from '../claims-transaction.runner.ts';
import { validateBucketId, validateObjectKey } from '../object-key.validator.ts';
import { findObject, type StoredObject } from '../object.repository.ts';
import { resolveRequestClaims, type RequestClaims } from '../request-claims.resolver.ts';
import type { ObjectParams, StorageContext } from '../storage-context.ts';
import { storageErrors } from '../storage-error.ts';

type InfoRequest = FastifyRequest<{ Params: ObjectParams }>;
type Caller = 'public' | 'token' | 'token-or-anonymous';

/** The body storage-api's info renderer sends (src/storage/renderer/info.ts). */
function infoBody(object: StoredObject) {
  const metadata = object.metadata;
  return {
    id: object.id,
    name: object.name,
    version: null,
    bucket_id: object.bucket_id,
    size: metadata?.size ?? null,
    content_type: metadata?.mimetype ?? null,
    cache_control: metadata?.cacheControl ?? null,
    etag: metadata?.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}

async function claimsOf(context: StorageContext, request: InfoRequest, caller: Caller) {
  if (caller === 'public') return null;
  if (caller === 'token') return resolveRequestClaims(request, context.jwtKeys);
  // `/object/info/…`, what storage-js `info()` and `exists()` call: a bad JWT counts as none.
  return resolveRequestClaims(request, context.jwtKeys).catch(() => null);
}

/**
 * Object info as storage-api answers it: objects of a public bucket are described to anyone, those
 * of a private bucket to whoever the select policy lets read them.
 */
async function sendInfo(
  context: StorageContext,
  request: InfoRequest,
  reply: FastifyReply,
  caller: Caller,
) {
  const claims: RequestClaims | null = await claimsOf(context, request, caller);
  const bucketId = validateBucketId(request.params.bucket);
  const key = validateObjectKey(request.params['*']);
  const bucket = await findBucket(context.pool, bucketId);
  if (!bucket || (!claims && !bucket.public)) throw storageErrors.noSuchBucket();
  const object =
    bucket.public || !claims
      ? await findObject(context.pool, bucketId, key)
      : await withClaims(context.pool, claims, (client) => findObject(client, bucketId, key));
  if (!object) throw storageErrors.noSuchKey();
  const eTag = sendableHeaderValue(object.metadata?.eTag);
  const lastModified = sendableHeaderValue(object.metadata?.lastModified);
  if (eTag) reply.header('etag', eTag);
  if (lastModified) reply.header('last-modified', lastModified);
  reply.header('cache-control', cacheControlForDownload(object.metadata?.cacheControl));
  return reply.type('application/json').send(infoBody(object));
}

export function registerInfoRoutes(app: FastifyInstance, context: StorageContext): void {
  app.get('/object/info/public/:bucket/*', (request: InfoRequest, reply) =>
    sendInfo(context, request, reply, 'public'),
  );
  app.get('/object/info/authenticated/:bucket/*', (request: InfoRequest, reply) =>
    sendInfo(context, request, reply, 'token'),
  );
  app.get('/object/info/:bucket/*', (request: InfoRequest, reply) =>
    sendInfo(context, request, reply, 'token-or-anonymous'),
  );
}
