import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withClaims } from '../claims-transaction.runner.ts';
import { validateBucketId } from '../object-key.validator.ts';
import { listObjectsUnder } from './object-search.repository.ts';
import { resolveRequestClaims } from '../request-claims.resolver.ts';
import type { StorageContext } from '../storage-context.ts';
import { storageErrors } from '../storage-error.ts';

interface ListBody {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
}

const sortableColumns = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/** One folder level, like Supabase's `storage.search`: files as rows, sub-folders with null ids. */
function entriesAtLevel(
  rows: Awaited<ReturnType<typeof listObjectsUnder>>,
  prefix: string,
): ListEntry[] {
  const folders = new Set<string>();
  const entries: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const folder = rest.slice(0, slash);
      if (!folders.has(folder)) {
        folders.add(folder);
        entries.push({
          name: folder,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
      continue;
    }
    entries.push({
      name: rest,
      id: row.id,
      updated_at: row.updated_at,
      created_at: row.created_at,
      last_accessed_at: row.last_accessed_at,
      metadata: row.metadata,
    });
  }
  return entries;
}

const byText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
const timeOf = (value: unknown) => (value ? new Date(value as string).getTime() : 0);

/**
 * As storage.search orders: by name (lower case, byte order) with folders among files; by a date,
 * folders first in name order, then files by that date.
 */
function compareBy(column: string, descending: boolean) {
  const direction = descending ? -1 : 1;
  return (a: ListEntry, b: ListEntry) => {
    if (column === 'name') return direction * byText(a.name.toLowerCase(), b.name.toLowerCase());
    const aFolder = a.id === null;
    const bFolder = b.id === null;
    if (aFolder !== bFolder) return aFolder ? -1 : 1;
    if (aFolder) return direction * byText(a.name, b.name);
    const key = column as 'updated_at' | 'created_at' | 'last_accessed_at';
    return direction * (timeOf(a[key]) - timeOf(b[key]) || byText(a.name, b.name));
  };
}

export function registerListRoute(app: FastifyInstance, context: StorageContext): void {
  app.post(
    '/object/list/:bucket',
    async (request: FastifyRequest<{ Params: { bucket: string } }>) => {
      const claims = await resolveRequestClaims(request, context.jwtKeys);
      const bucketId = validateBucketId(request.params.bucket);
      const body = (request.body ?? {}) as ListBody;
      const limit = body.limit ?? 100;
      const offset = body.offset ?? 0;
      if (!Number.isInteger(limit) || !Number.isInteger(offset) || limit < 0 || offset < 0) {
        throw storageErrors.invalidRequest('limit and offset must be non-negative integers');
      }
      const column = body.sortBy?.column ?? 'name';
      if (!sortableColumns.has(column))
        throw storageErrors.invalidRequest(`cannot sort by ${column}`);
      const trimmed = (body.prefix ?? '').replace(/^\/+|\/+$/g, '');
      const prefix = trimmed ? `${trimmed}/` : '';
      const rows = await withClaims(context.pool, claims, (client) =>
        listObjectsUnder(client, bucketId, prefix),
      );
      const search = (body.search ?? '').toLowerCase();
      return entriesAtLevel(rows, prefix)
        .filter((entry) => entry.name.toLowerCase().startsWith(search))
        .sort(compareBy(column, body.sortBy?.order?.toLowerCase() === 'desc'))
        .slice(offset, offset + limit);
    },
  );
}
