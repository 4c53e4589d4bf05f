import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { cacheControlFromField, cacheControlFromHeader } from './cache-control.policy.ts';
import { isValidMimeType } from './mime-type.matcher.ts';
import { storageErrors } from './storage-error.ts';

/** An upload whose bytes are still unread: what it declares, and the stream of its bytes. */
export interface UploadBody {
  stream: Readable;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /** True when the multipart parser cut the file at its size limit. */
  truncated(): boolean;
}

function parseMetadata(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('metadata is not valid JSON');
  }
}

function checkedMimeType(mimetype: string): string {
  if (!isValidMimeType(mimetype)) throw storageErrors.invalidRequest('invalid content type');
  return mimetype;
}

function fieldValue(field: unknown): string | undefined {
  const entry = Array.isArray(field) ? field[0] : field;
  if (entry && typeof entry === 'object' && 'value' in entry && typeof entry.value === 'string')
    return entry.value;
  return undefined;
}

/** A raw body's declarations come from headers alone, so they are checked before any byte is read. */
export function rawUploadBody(request: FastifyRequest): UploadBody {
  const metadataHeader = request.headers['x-metadata'];
  const cacheControl = request.headers['cache-control'];
  return {
    stream: request.body as Readable,
    mimetype: checkedMimeType(request.headers['content-type'] ?? 'application/octet-stream'),
    cacheControl: cacheControlFromHeader(typeof cacheControl === 'string' ? cacheControl : ''),
    userMetadata:
      typeof metadataHeader === 'string'
        ? parseMetadata(Buffer.from(metadataHeader, 'base64').toString())
        : null,
    truncated: () => false,
  };
}

/**
 * Multipart as storage-js sends it: the form fields, then the first file part whatever its field
 * name (even empty). Reads only up to the start of the file part; the file stays a stream, cut by
 * the parser one byte past `limit` so the receiver sees the overflow.
 */
export async function multipartUploadBody(
  request: FastifyRequest,
  limit: number,
): Promise<UploadBody> {
  const part = await request.file({
    limits: { fileSize: limit + 1, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!part) throw storageErrors.invalidRequest('No file part in the multipart body');
  try {
    return {
      stream: part.file,
      mimetype: checkedMimeType(
        fieldValue(part.fields.contentType) ?? part.mimetype ?? 'application/octet-stream',
      ),
      cacheControl: cacheControlFromField(fieldValue(part.fields.cacheControl)),
      userMetadata: parseMetadata(
        fieldValue(part.fields.metadata) ?? fieldValue(part.fields.userMetadata),
      ),
      truncated: () => part.file.truncated,
    };
  } catch (error) {
    // Refused on its fields: drain the file unread so the parser can finish the request.
    part.file.resume();
    throw error;
  }
}
