import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateBucketId, validateObjectKey } from './object-key.validator.ts';
import { uploadFromRequest, type UploadGrant } from './object-upload.service.ts';
import { resolveRequestClaims } from './request-claims.resolver.ts';
import type { ObjectParams, StorageContext } from './storage-context.ts';

async function upload(
  context: StorageContext,
  request: FastifyRequest<{ Params: ObjectParams }>,
  mode: UploadGrant['mode'],
) {
  const claims = await resolveRequestClaims(request, context.jwtKeys);
  const bucketId = validateBucketId(request.params.bucket);
  const key = validateObjectKey(request.params['*']);
  const upsert = mode === 'create' && request.headers['x-upsert'] === 'true';
  return uploadFromRequest(context, request, { claims, bucketId, key, mode, upsert });
}

/** Uploads: POST creates (replaces with `x-upsert: true`), PUT updates. */
export function registerUploadRoutes(app: FastifyInstance, context: StorageContext): void {
  app.post<{ Params: ObjectParams }>('/object/:bucket/*', (request) =>
    upload(context, request, 'create'),
  );
  app.put<{ Params: ObjectParams }>('/object/:bucket/*', (request) =>
    upload(context, request, 'update'),
  );
}
