import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBucketSettings, parseNewBucketId } from './bucket-settings.parser.ts';
import {
  bucketContents,
  deleteAllObjects,
  deleteBucket,
  insertBucket,
  updateBucket,
} from './bucket-write.repository.ts';
import { withClaims } from '../claims-transaction.runner.ts';
import { defaultFileSizeLimit } from '../bucket.repository.ts';
import { resolveRequestClaims } from '../request-claims.resolver.ts';
import type { StorageContext } from '../storage-context.ts';
import { storageErrors } from '../storage-error.ts';

type BucketRequest = FastifyRequest<{ Params: { id: string } }>;

/** A Postgres error code, when `error` is one. */
const pgCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Creating, changing and deleting buckets runs as the caller, so the policies on storage.buckets
 * decide as on hosted Supabase: with none, only the service role may. Emptying is for the service
 * role alone, as storage-api enforces it before any policy.
 */
export function registerBucketAdminRoutes(app: FastifyInstance, context: StorageContext): void {
  app.post('/bucket', async (request) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const { id, name } = parseNewBucketId(request.body);
    const settings = parseBucketSettings(request.body, defaultFileSizeLimit);
    try {
      await withClaims(context.pool, claims, (client) =>
        insertBucket(client, { ...settings, id, name, owner: claims.sub }),
      );
    } catch (error) {
      if (pgCode(error) === '23505') throw storageErrors.bucketAlreadyExists();
      throw error;
    }
    return { name };
  });

  app.put('/bucket/:id', async (request: BucketRequest) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const settings = parseBucketSettings(request.body, defaultFileSizeLimit);
    if (Object.values(settings).every((value) => value === undefined))
      throw storageErrors.noContentProvided();
    const updated = await withClaims(context.pool, claims, (client) =>
      updateBucket(client, request.params.id, settings),
    );
    if (!updated) throw storageErrors.noSuchBucket();
    return { message: 'Successfully updated' };
  });

  app.delete('/bucket/:id', async (request: BucketRequest) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const { id } = request.params;
    const contents = await bucketContents(context.pool, id);
    if (contents === 'missing') throw storageErrors.noSuchBucket();
    if (contents === 'not-empty') throw storageErrors.bucketNotEmpty();
    let deleted: boolean;
    try {
      deleted = await withClaims(context.pool, claims, (client) => deleteBucket(client, id));
    } catch (error) {
      // An object uploaded between the check and the delete.
      if (pgCode(error) === '23503') throw storageErrors.bucketNotEmpty();
      throw error;
    }
    if (!deleted) throw storageErrors.noSuchBucket();
    await context.files.removeBucket(id);
    return { message: 'Successfully deleted' };
  });

  app.post('/bucket/:id/empty', async (request: BucketRequest) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    if (claims.role !== 'service_role') throw storageErrors.invalidRole();
    const { id } = request.params;
    if ((await bucketContents(context.pool, id)) === 'missing') throw storageErrors.noSuchBucket();
    const objects = await withClaims(context.pool, claims, (client) =>
      deleteAllObjects(client, id),
    );
    await Promise.all(objects.map((object) => context.files.remove(id, object.name)));
    await context.variants.forget(objects.map((object) => object.id));
    return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
  });
}
