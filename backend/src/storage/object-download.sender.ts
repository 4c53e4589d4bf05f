import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlForDownload } from './cache-control.policy.ts';
import {
  contentDispositionFor,
  contentTypeForDownload,
  sendableHeaderValue,
} from './download-headers.policy.ts';
import type { StoredObject } from './object.repository.ts';
import type { ObjectParams, StorageContext } from './storage-context.ts';
import { storageErrors } from './storage-error.ts';

export type DownloadRequest = FastifyRequest<{
  Params: ObjectParams;
  Querystring: { download?: string };
}>;

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range, clamped to the size; null when absent or unusable. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return null;
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** Sends the bytes with the headers Supabase's renderer sets; a matching If-None-Match gets 304. */
export async function sendObject(
  context: StorageContext,
  request: DownloadRequest,
  reply: FastifyReply,
  object: StoredObject,
) {
  const metadata = object.metadata;
  const file = await context.files.open(object.bucket_id, object.name);
  if (!file || !metadata) throw storageErrors.noSuchKey();
  const contentType = contentTypeForDownload(metadata.mimetype);
  const eTag = sendableHeaderValue(metadata.eTag);
  const lastModified = sendableHeaderValue(metadata.lastModified);
  reply
    .header('content-type', contentType)
    .header('cache-control', cacheControlForDownload(metadata.cacheControl))
    .header('accept-ranges', 'bytes')
    .header('x-robots-tag', 'none');
  if (eTag) reply.header('etag', eTag);
  if (lastModified) reply.header('last-modified', lastModified);
  const disposition = contentDispositionFor(contentType, request.query.download, object.name);
  if (disposition) reply.header('content-disposition', disposition);
  if (eTag && request.headers['if-none-match'] === eTag) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  // Browsers seek in videos with Range requests.
  const range = parseRange(request.headers.range, file.size);
  if (!range) return reply.header('content-length', file.size).send(file.stream);
  file.stream.destroy();
  const partial = await context.files.open(object.bucket_id, object.name, range);
  if (!partial) throw storageErrors.noSuchKey();
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(partial.stream);
}
