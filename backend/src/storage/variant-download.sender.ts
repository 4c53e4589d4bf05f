import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlForDownload } from './cache-control.policy.ts';
import { contentDispositionFor, sendableHeaderValue } from './download-headers.policy.ts';
import { validateBucketId, validateObjectKey } from './object-key.validator.ts';
import type { StoredObject } from './object.repository.ts';
import { chooseOutput, contentTypes } from './render-format.policy.ts';
import { transformationSegments, type TransformOptions } from './render-options.parser.ts';
import type { ObjectParams, StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';

export type RenderRequest = FastifyRequest<{
  Params: ObjectParams;
  Querystring: Record<string, unknown>;
}>;

export interface RenderTarget {
  object: StoredObject;
  options: TransformOptions;
  /** A signed URL's expiry, sent instead of the object's cache-control as storage-api does. */
  expires?: string;
}

/** A query value as one string (a repeated key counts as absent). */
export function queryString(value: unknown): string | undefined {
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
export async function sendVariant(
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

/** The bucket and key a render names, checked as storage-api checks them. */
export function renderedObjectAddress(request: RenderRequest) {
  return {
    bucketId: validateBucketId(request.params.bucket),
    key: validateObjectKey(request.params['*']),
  };
}
