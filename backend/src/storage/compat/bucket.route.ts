import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBucket, listBuckets, type BucketListOptions } from './bucket-list.repository.ts';
import { withClaims } from '../claims-transaction.runner.ts';
import { resolveRequestClaims } from '../request-claims.resolver.ts';
import type { StorageContext } from '../storage-context.ts';
import { storageErrors } from '../storage-error.ts';

type ListQuery = Record<string, string | undefined>;

const sortColumns = new Set(['id', 'name', 'created_at', 'updated_at']);

function nonNegativeInteger(value: string | undefined, name: string, minimum: number) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < minimum)
    throw storageErrors.invalidRequest(`querystring/${name} must be >= ${minimum}`);
  return number;
}

/** `listBuckets({ limit, offset, sortColumn, sortOrder, search })` as storage-api checks them. */
function listOptions(query: ListQuery): BucketListOptions {
  const { sortColumn, sortOrder } = query;
  if (sortColumn !== undefined && !sortColumns.has(sortColumn))
    throw storageErrors.invalidRequest(
      'querystring/sortColumn must be equal to one of the allowed values',
    );
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc')
    throw storageErrors.invalidRequest(
      'querystring/sortOrder must be equal to one of the allowed values',
    );
  return {
    limit: nonNegativeInteger(query.limit, 'limit', 1),
    offset: nonNegativeInteger(query.offset, 'offset', 0),
    sortColumn: sortColumn as BucketListOptions['sortColumn'],
    sortOrder: sortOrder as BucketListOptions['sortOrder'],
    search: query.search,
  };
}

export function registerBucketRoutes(app: FastifyInstance, context: StorageContext): void {
  app.get('/bucket', async (request: FastifyRequest<{ Querystring: ListQuery }>) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const options = listOptions(request.query);
    return withClaims(context.pool, claims, (client) => listBuckets(client, options));
  });

  app.get('/bucket/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const bucket = await withClaims(context.pool, claims, (client) =>
      getBucket(client, request.params.id),
    );
    if (!bucket) throw storageErrors.noSuchBucket();
    return bucket;
  });
}
