import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findBucket } from './bucket.repository.ts';
import { cacheControlForDownload } from './cache-control.policy.ts';
import { withClaims } from './claims-transaction.runner.ts';
import { contentDispositionFor, sendableHeaderValue } from './download-headers.policy.ts';
import { validateBucketId, validateObjectKey } from './object-key.validator.ts';
import { findObject, type StoredObject } from './object.repository.ts';
import { chooseOutput, contentTypes } from './render-format.policy.ts';
import {
  parseTransformOptions,
  parseTransformationString,
  transformationSegments,
  type TransformOptions,
} from './render-options.parser.ts';
import { resolveRequestClaims } from './request-claims.resolver.ts';
import { verifyUrlToken } from './signed-url.token.ts';
import type { ObjectParams, StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';

type RenderRequest = FastifyRequest<{ Params: ObjectParams; Querystring: Record<string, unknown> }>;

interface RenderTarget {
  object: StoredObject;
  options: TransformOptions;
  /** A signed URL's expiry, sent instead of the object's cache-control as storage-api does. */
  expires?: string;
}

/** A query value as one string (a repeated key counts as absent). */
function queryString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function matchesETag(header: string | undefined, eTag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === eTag || tag === '*');
}

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${name}` : name);
}

/**
 * Answers with the variant of `target`, as storage-api's image renderer does (ETag, cache-control,
 * X-Robots-Tag, X-Transformations), plus `Vary: Accept` when the format followed the Accept header
 * and 304 for a matching If-None-Match. Headers are set only once the variant exists, so an error
 * never goes out with the variant's cache-control.
 */
async function sendVariant(
  context: StorageContext,
  request: RenderRequest,
  reply: FastifyReply,
  target: RenderTarget,
) {
  const { object, options } = target;
  const metadata = object.metadata;
  if (!metadata) throw storageErrors.noSuchKey();
  const choice = chooseOutput(options.format, request.headers.accept);
  const key = context.variants.keyOf(object, options, choice);
  const eTag = `"${key.hash}"`;
  const describe = () => {
    reply.header('etag', eTag).header('x-robots-tag', 'none');
    if (choice.negotiated) addVary(reply, 'Accept');
    if (target.expires) reply.header('expires', target.expires);
    else reply.header('cache-control', cacheControlForDownload(metadata.cacheControl));
    const lastModified = sendableHeaderValue(metadata.lastModified);
    if (lastModified) reply.header('last-modified', lastModified);
    const transformations = transformationSegments(options, false);
    if (transformations.length > 0) reply.header('x-transformations', transformations.join(','));
  };
  if (matchesETag(request.headers['if-none-match'], eTag)) {
    describe();
    return reply.code(304).send();
  }
  const sourcePath = context.files.localPath(object.bucket_id, object.name);
  const variant = await context.variants.variant(key, sourcePath, options, choice);
  const contentType = contentTypes[variant.format];
  describe();
  reply.header('content-type', contentType).header('content-length', variant.data.length);
  const disposition = contentDispositionFor(
    contentType,
    queryString(request.query.download),
    object.name,
  );
  if (disposition) reply.header('content-disposition', disposition);
  return reply.send(variant.data);
}

function objectAddress(request: RenderRequest) {
  return {
    bucketId: validateBucketId(request.params.bucket),
    key: validateObjectKey(request.params['*']),
  };
}

/**
 * Supabase Storage's image transformations: `/render/image/public/…` (a public bucket, no key),
 * `/render/image/authenticated/…` (under the caller's select policies), `/render/image/sign/…`
 * (the transformation signed into the token). Parameters are checked before anything else, as
 * storage-api's route schema does.
 */
export function registerRenderRoutes(app: FastifyInstance, context: StorageContext): void {
  app.get('/render/image/public/:bucket/*', async (request: RenderRequest, reply) => {
    const options = parseTransformOptions(request.query, 'querystring');
    const { bucketId, key } = objectAddress(request);
    const bucket = await findBucket(context.pool, bucketId);
    if (!bucket || !bucket.public) throw storageErrors.noSuchBucket();
    const object = await findObject(context.pool, bucketId, key);
    if (!object) throw storageErrors.noSuchKey();
    return sendVariant(context, request, reply, { object, options });
  });

  app.get('/render/image/authenticated/:bucket/*', async (request: RenderRequest, reply) => {
    const options = parseTransformOptions(request.query, 'querystring');
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const { bucketId, key } = objectAddress(request);
    const object = await withClaims(context.pool, claims, (client) =>
      findObject(client, bucketId, key),
    );
    if (!object) throw storageErrors.noSuchKey();
    return sendVariant(context, request, reply, { object, options });
  });

  // Needs no key or session: the token is the permission, and fixes the transformation.
  app.get('/render/image/sign/:bucket/*', async (request: RenderRequest, reply) => {
    const token = queryString(request.query.token);
    if (!token) throw storageErrors.validation("querystring must have required property 'token'");
    const { bucketId, key } = objectAddress(request);
    const claims = await verifyUrlToken(context.secret, token, `${bucketId}/${key}`, 'download');
    const object = await findObject(context.pool, bucketId, key);
    if (!object) throw storageErrors.noSuchKey();
    const options = parseTransformationString(claims.transformations ?? '');
    // storage-api signs `format` beside the transformations but renders without it, so a signed
    // `format: 'origin'` still turns into WebP there; here it keeps the source's format.
    if (claims.format === 'origin') options.format = 'origin';
    const expires = new Date(claims.exp * 1000).toUTCString();
    return sendVariant(context, request, reply, { object, options, expires });
  });
}
