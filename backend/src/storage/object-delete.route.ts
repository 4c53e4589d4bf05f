import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withClaims } from './claims-transaction.runner.ts';
import { validateBucketId, validateObjectKey } from './object-key.validator.ts';
import { deleteObjects, type StoredObject } from './object.repository.ts';
import { resolveRequestClaims } from './request-claims.resolver.ts';
import type { ObjectParams, StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';

/** Deletes the rows the caller's policies allow, then their files; returns the deleted rows. */
async function deleteAllowed(
  context: StorageContext,
  request: FastifyRequest,
  bucketId: string,
  keys: string[],
): Promise<StoredObject[]> {
  const claims = await resolveRequestClaims(request, context.jwtKeys);
  const deleted = await withClaims(context.pool, claims, (client) =>
    deleteObjects(client, bucketId, keys),
  );
  await Promise.all(deleted.map((object) => context.files.remove(bucketId, object.name)));
  await context.variants.forget(deleted.map((object) => object.id));
  return deleted;
}

function parsePrefixes(body: unknown): string[] {
  const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.some((prefix) => typeof prefix !== 'string')
  ) {
    throw storageErrors.invalidRequest('body must have a non-empty "prefixes" array of strings');
  }
  return (prefixes as string[]).map((prefix) => validateObjectKey(prefix));
}

export function registerDeleteRoutes(app: FastifyInstance, context: StorageContext): void {
  // What storage-js `remove([...paths])` sends.
  app.delete('/object/:bucket', async (request: FastifyRequest<{ Params: { bucket: string } }>) => {
    const bucketId = validateBucketId(request.params.bucket);
    return deleteAllowed(context, request, bucketId, parsePrefixes(request.body));
  });

  app.delete('/object/:bucket/*', async (request: FastifyRequest<{ Params: ObjectParams }>) => {
    const bucketId = validateBucketId(request.params.bucket);
    const key = validateObjectKey(request.params['*']);
    const deleted = await deleteAllowed(context, request, bucketId, [key]);
    if (deleted.length === 0) throw storageErrors.noSuchKey();
    return { message: 'Successfully deleted' };
  });
}
