import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findBucket } from '../bucket.repository.ts';
import { cacheControlFromHeader } from '../cache-control.policy.ts';
import { withClaims } from '../claims-transaction.runner.ts';
import { isMimeTypeAllowed, isValidMimeType } from '../mime-type.matcher.ts';
import { validateBucketId, validateObjectKey } from '../object-key.validator.ts';
import { insertObjectCopy, moveObjectRow } from './object-relocation.repository.ts';
import { findObject, type ObjectMetadata } from '../object.repository.ts';
import { resolveRequestClaims } from '../request-claims.resolver.ts';
import type { StorageContext } from '../storage-context.ts';
import { StorageError, storageErrors } from '../storage-error.ts';

interface Relocation {
  from: { bucketId: string; key: string };
  to: { bucketId: string; key: string };
  body: Record<string, unknown>;
}

function requiredString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined)
    throw storageErrors.invalidRequest(`body must have required property '${name}'`);
  if (typeof value !== 'string') throw storageErrors.invalidRequest(`body/${name} must be string`);
  return value;
}

/** `{ bucketId, sourceKey, destinationKey, destinationBucket? }` as storage-js sends it. */
function parseRelocation(request: FastifyRequest): Relocation {
  const body = request.body;
  if (!body || typeof body !== 'object') throw storageErrors.invalidRequest('body must be object');
  const fields = body as Record<string, unknown>;
  const bucketId = validateBucketId(requiredString(fields, 'bucketId'));
  const sourceKey = validateObjectKey(requiredString(fields, 'sourceKey'));
  const destinationKey = validateObjectKey(requiredString(fields, 'destinationKey'));
  const destinationBucket =
    typeof fields.destinationBucket === 'string' && fields.destinationBucket
      ? validateBucketId(fields.destinationBucket)
      : bucketId;
  return {
    from: { bucketId, key: sourceKey },
    to: { bucketId: destinationBucket, key: destinationKey },
    body: fields,
  };
}

const pgCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

const resourceAlreadyExists = () =>
  new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');

/** With `copyMetadata: false`, the body's `metadata` sets the copy's type and cache-control. */
function copiedMetadata(
  source: ObjectMetadata | null,
  relocation: Relocation,
): ObjectMetadata | null {
  if (!source) return null;
  const metadata: ObjectMetadata = { ...source, lastModified: new Date().toUTCString() };
  if (relocation.body.copyMetadata !== false) return metadata;
  const given = (relocation.body.metadata ?? {}) as { mimetype?: unknown; cacheControl?: unknown };
  if (typeof given.mimetype === 'string') {
    if (!isValidMimeType(given.mimetype))
      throw storageErrors.invalidRequest('invalid content type');
    metadata.mimetype = given.mimetype;
  }
  if (typeof given.cacheControl === 'string')
    metadata.cacheControl = cacheControlFromHeader(given.cacheControl);
  return metadata;
}

function headerMetadata(request: FastifyRequest): Record<string, unknown> | null {
  const header = request.headers['x-metadata'];
  if (typeof header !== 'string') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString());
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('metadata is not valid JSON');
  }
}

export function registerMoveCopyRoutes(app: FastifyInstance, context: StorageContext): void {
  app.post('/object/move', async (request) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const { from, to } = parseRelocation(request);
    let moved = false;
    try {
      const id = await withClaims(context.pool, claims, async (client) => {
        if (!(await findObject(client, from.bucketId, from.key))) throw storageErrors.noSuchKey();
        const row = await moveObjectRow(client, from, to, claims.sub);
        if (!row) throw storageErrors.noSuchKey();
        await context.files.move(from, to);
        moved = true;
        return row.id;
      });
      await context.variants.forget([id]);
      return { message: 'Successfully moved', Id: id, Key: to.key };
    } catch (error) {
      // The row stayed where it was: so do its bytes.
      if (moved) await context.files.move(to, from);
      if (pgCode(error) === '23505') throw resourceAlreadyExists();
      throw error;
    }
  });

  app.post('/object/copy', async (request) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const relocation = parseRelocation(request);
    const { from, to } = relocation;
    const upsert = request.headers['x-upsert'] === 'true';
    const destination = await findBucket(context.pool, to.bucketId);
    if (!destination) throw storageErrors.noSuchBucket();
    let placed = false;
    try {
      const copy = await withClaims(context.pool, claims, async (client) => {
        const source = await findObject(client, from.bucketId, from.key);
        if (!source) throw storageErrors.noSuchKey();
        const metadata = copiedMetadata(source.metadata, relocation);
        const mimetype = metadata?.mimetype ?? 'application/octet-stream';
        if (!isMimeTypeAllowed(mimetype, destination.allowed_mime_types))
          throw storageErrors.invalidMime(mimetype);
        if (
          destination.file_size_limit !== null &&
          (metadata?.size ?? 0) > destination.file_size_limit
        )
          throw storageErrors.tooLarge();
        const userMetadata =
          relocation.body.copyMetadata === false ? headerMetadata(request) : source.user_metadata;
        const saved = await insertObjectCopy(client, {
          ...to,
          owner: claims.sub,
          metadata,
          userMetadata,
          upsert,
        });
        await context.files.copy(from, to);
        placed = true;
        return saved;
      });
      await context.variants.forget([copy.id]);
      return { Id: copy.id, Key: `${to.bucketId}/${to.key}`, ...copy };
    } catch (error) {
      if (placed && !upsert) await context.files.remove(to.bucketId, to.key);
      throw error;
    }
  });
}
