import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBucket, listBuckets } from './bucket.repository.ts';
import { withClaims } from './claims-transaction.runner.ts';
import { resolveRequestClaims } from './request-claims.resolver.ts';
import type { StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';

export function registerBucketRoutes(app: FastifyInstance, context: StorageContext): void {
  app.get('/bucket', async (request) => {
    const claims = await resolveRequestClaims(request, context.secret);
    return withClaims(context.pool, claims, listBuckets);
  });

  app.get('/bucket/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const claims = await resolveRequestClaims(request, context.secret);
    const bucket = await withClaims(context.pool, claims, (client) =>
      getBucket(client, request.params.id),
    );
    if (!bucket) throw storageErrors.noSuchBucket();
    return bucket;
  });
}
