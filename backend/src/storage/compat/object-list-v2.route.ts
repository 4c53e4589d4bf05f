import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withClaims } from '../claims-transaction.runner.ts';
import { decodeCursor, encodeCursor, type ListCursor } from './list-v2.cursor.ts';
import { validateBucketId } from '../object-key.validator.ts';
import type { StoredObject } from '../object.repository.ts';
import { listObjectsUnder } from './object-search.repository.ts';
import { resolveRequestClaims } from '../request-claims.resolver.ts';
import type { StorageContext } from '../storage-context.ts';
import { storageErrors } from '../storage-error.ts';

type SortColumn = 'name' | 'created_at' | 'updated_at';

interface Listing {
  prefix: string;
  limit: number;
  delimiter: boolean;
  column: SortColumn;
  descending: boolean;
  cursor: ListCursor | null;
}

interface Entry {
  row: StoredObject;
  /** The folder (`a/b/`) the row stands for, when listing with the delimiter. */
  folder: string | null;
}

const columns = new Set<string>(['name', 'updated_at', 'created_at']);

function parseListing(body: unknown): Listing {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const sortBy = (fields.sortBy ?? {}) as { column?: unknown; order?: unknown };
  if (
    fields.limit !== undefined &&
    (!Number.isInteger(fields.limit) || (fields.limit as number) < 1)
  )
    throw storageErrors.invalidRequest('body/limit must be integer >= 1');
  if (sortBy.column !== undefined && !columns.has(String(sortBy.column)))
    throw storageErrors.invalidRequest(
      'body/sortBy/column must be equal to one of the allowed values',
    );
  if (sortBy.order !== undefined && sortBy.order !== 'asc' && sortBy.order !== 'desc')
    throw storageErrors.invalidRequest(
      'body/sortBy/order must be equal to one of the allowed values',
    );
  const cursor =
    typeof fields.cursor === 'string' && fields.cursor ? decodeCursor(fields.cursor) : null;
  const column = (cursor?.sortColumn ?? sortBy.column ?? 'name') as SortColumn;
  return {
    prefix: typeof fields.prefix === 'string' ? fields.prefix : '',
    limit: Math.min((fields.limit as number | undefined) ?? 1000, 1000),
    delimiter: fields.with_delimiter === true,
    column: columns.has(column) ? column : 'name',
    descending: (cursor?.sortOrder ?? sortBy.order) === 'desc',
    cursor,
  };
}

const sortKey = (entry: Entry, column: SortColumn) =>
  column === 'name' ? 0 : new Date(entry.row[column]).getTime();
const nameOf = (entry: Entry) => entry.folder ?? entry.row.name;

function compare(a: Entry, b: Entry, listing: Listing): number {
  const byColumn = sortKey(a, listing.column) - sortKey(b, listing.column);
  const byName = nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0;
  const order = byColumn || byName;
  return listing.descending ? -order : order;
}

/** True when the entry comes after the cursor in the listing's order. */
function afterCursor(entry: Entry, listing: Listing): boolean {
  const { cursor } = listing;
  if (!cursor) return true;
  const marker: Entry = {
    folder: cursor.startAfter,
    row: {
      created_at: cursor.sortColumnAfter ?? 0,
      updated_at: cursor.sortColumnAfter ?? 0,
    } as unknown as StoredObject,
  };
  return compare(entry, marker, listing) > 0;
}

/** With the delimiter, rows below the next `/` fold into one folder entry, placed at its first row. */
function entriesOf(rows: StoredObject[], listing: Listing): Entry[] {
  const entries = rows.map((row): Entry => {
    const slash = row.name.indexOf('/', listing.prefix.length);
    return { row, folder: listing.delimiter && slash >= 0 ? row.name.slice(0, slash + 1) : null };
  });
  entries.sort((a, b) => compare(a, b, listing));
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (!entry.folder) return true;
    if (seen.has(entry.folder)) return false;
    seen.add(entry.folder);
    return true;
  });
}

function objectOut(row: StoredObject, listing: Listing) {
  const { id, name, metadata, updated_at, created_at, last_accessed_at } = row;
  const key = listing.delimiter ? { key: name.slice(name.lastIndexOf('/') + 1) } : {};
  return { ...key, id, name, metadata, updated_at, created_at, last_accessed_at };
}

function folderOut(folder: string) {
  return { key: folder.slice(0, -1).split('/').pop() ?? '', name: folder };
}

/** `listV2`: keys under a prefix (or one folder level), sorted, in pages with a cursor; under RLS. */
export function registerListV2Route(app: FastifyInstance, context: StorageContext): void {
  app.post(
    '/object/list-v2/:bucket',
    async (request: FastifyRequest<{ Params: { bucket: string } }>) => {
      const claims = await resolveRequestClaims(request, context.jwtKeys);
      const bucketId = validateBucketId(request.params.bucket);
      const listing = parseListing(request.body);
      const rows = await withClaims(context.pool, claims, (client) =>
        listObjectsUnder(client, bucketId, listing.prefix),
      );
      const remaining = entriesOf(rows, listing).filter((entry) => afterCursor(entry, listing));
      const page = remaining.slice(0, listing.limit);
      const hasNext = remaining.length > listing.limit;
      const last = page[page.length - 1];
      const nextCursor =
        hasNext && last
          ? encodeCursor({
              startAfter: nameOf(last),
              sortOrder: listing.descending ? 'desc' : 'asc',
              sortColumn: listing.column,
              sortColumnAfter:
                listing.column === 'name'
                  ? undefined
                  : new Date(last.row[listing.column]).toISOString(),
            })
          : undefined;
      return {
        hasNext,
        ...(nextCursor ? { nextCursor, nextCursorKey: nameOf(last as Entry) } : {}),
        folders: page.flatMap((entry) => (entry.folder ? [folderOut(entry.folder)] : [])),
        objects: page.flatMap((entry) => (entry.folder ? [] : [objectOut(entry.row, listing)])),
      };
    },
  );
}
