import type { FastifyInstance } from 'fastify';
import { findBucket } from './bucket.repository.ts';
import { withClaims } from './claims-transaction.runner.ts';
import { findObject } from './object.repository.ts';
import { parseTransformOptions } from './render-options.parser.ts';
import { resolveRequestClaims } from './request-claims.resolver.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';
import {
  renderedObjectAddress,
  sendVariant,
  type RenderRequest,
} from './variant-download.sender.ts';

/**
 * Supabase Storage's image transformations: `/render/image/public/…` (a public bucket, no key) and
 * `/render/image/authenticated/…` (under the caller's select policies). Parameters are checked
 * before anything else, as storage-api's route schema does.
 */
export function registerRenderRoutes(app: FastifyInstance, context: StorageContext): void {
  app.get('/render/image/public/:bucket/*', async (request: RenderRequest, reply) => {
    const options = parseTransformOptions(request.query, 'querystring');
    const { bucketId, key } = renderedObjectAddress(request);
    const bucket = await findBucket(context.pool, bucketId);
    if (!bucket || !bucket.public) throw storageErrors.noSuchBucket();
    const object = await findObject(context.pool, bucketId, key);
    if (!object) throw storageErrors.noSuchKey();
    return sendVariant(context, request, reply, { object, options });
  });

  app.get('/render/image/authenticated/:bucket/*', async (request: RenderRequest, reply) => {
    const options = parseTransformOptions(request.query, 'querystring');
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const { bucketId, key } = renderedObjectAddress(request);
    const object = await withClaims(context.pool, claims, (client) =>
      findObject(client, bucketId, key),
    );
    if (!object) throw storageErrors.noSuchKey();
    return sendVariant(context, request, reply, { object, options });
  });
}
