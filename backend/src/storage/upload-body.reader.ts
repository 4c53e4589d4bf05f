import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { storageErrors } from './storage-error.ts';

/** An upload read into memory: the size limit is enforced while reading, before anything is written. */
export interface UploadBody {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export async function readLimitedStream(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the rest is drained, not kept, so the client still reads the error reply.
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  if (size > limit) throw storageErrors.tooLarge();
  return Buffer.concat(chunks);
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

function fieldValue(field: unknown): string | undefined {
  const entry = Array.isArray(field) ? field[0] : field;
  if (entry && typeof entry === 'object' && 'value' in entry && typeof entry.value === 'string')
    return entry.value;
  return undefined;
}

/** Multipart as storage-js sends it: the first file part, whatever its field name (even empty). */
async function readMultipart(request: FastifyRequest, limit: number): Promise<UploadBody> {
  const part = await request.file({
    limits: { fileSize: limit, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!part) throw storageErrors.invalidRequest('No file part in the multipart body');
  const bytes = await readLimitedStream(part.file, limit);
  if (part.file.truncated) throw storageErrors.tooLarge();
  const cacheControl = fieldValue(part.fields.cacheControl);
  return {
    bytes,
    mimetype: fieldValue(part.fields.contentType) ?? part.mimetype ?? 'application/octet-stream',
    cacheControl: cacheControl ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: parseMetadata(
      fieldValue(part.fields.metadata) ?? fieldValue(part.fields.userMetadata),
    ),
  };
}

async function readRaw(request: FastifyRequest, limit: number): Promise<UploadBody> {
  const bytes = await readLimitedStream(request.body as Readable, limit);
  const metadataHeader = request.headers['x-metadata'];
  return {
    bytes,
    mimetype: request.headers['content-type'] ?? 'application/octet-stream',
    cacheControl: request.headers['cache-control'] ?? 'no-cache',
    userMetadata:
      typeof metadataHeader === 'string'
        ? parseMetadata(Buffer.from(metadataHeader, 'base64').toString())
        : null,
  };
}

export async function readUploadBody(request: FastifyRequest, limit: number): Promise<UploadBody> {
  return request.isMultipart() ? readMultipart(request, limit) : readRaw(request, limit);
}
