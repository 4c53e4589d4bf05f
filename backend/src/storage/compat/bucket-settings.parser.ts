import { storageErrors } from '../storage-error.ts';

/** A bucket's settings as a create or update body gives them; `undefined` leaves one unchanged. */
export interface BucketSettings {
  public?: boolean;
  file_size_limit?: number | null;
  allowed_mime_types?: string[] | null;
}

const sizeWithUnit = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i;
const unitBytes: Record<string, number> = { GB: 1e9, MB: 1e6, KB: 1000, B: 1 };
// storage-api's own check of each allowed type (src/storage/storage.ts validateMimeType).
const allowedMimePattern =
  /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;
const bucketIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

/** `100MB`, `1.5GB` or a number of bytes; above the server's own limit is refused as storage-api does. */
function parseFileSizeLimit(value: unknown, globalLimit: number): number | null | undefined {
  if (value === undefined || value === null) return value;
  let bytes: number;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value;
  else if (typeof value === 'string' && sizeWithUnit.test(value)) {
    const [, amount = '0', unit = 'B'] = sizeWithUnit.exec(value) ?? [];
    bytes = Math.round(
      Number(Number(amount).toPrecision(3)) * (unitBytes[unit.toUpperCase()] ?? 1),
    );
  } else {
    throw storageErrors.invalidRequest(
      'body/file_size_limit must be an integer or a size like "100MB"',
    );
  }
  if (bytes > globalLimit) throw storageErrors.tooLarge();
  return bytes;
}

function parseAllowedMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || value.some((type) => typeof type !== 'string'))
    throw storageErrors.invalidRequest('body/allowed_mime_types must be an array of strings');
  const types = (value as string[]).filter((type) => type);
  for (const type of types) {
    if (type.length > 1000 || !allowedMimePattern.test(type)) throw storageErrors.invalidMime(type);
  }
  return types;
}

function parsePublic(value: unknown): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw storageErrors.invalidRequest('body/public must be boolean');
}

function asBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw storageErrors.invalidRequest('body must be object');
  return body as Record<string, unknown>;
}

export function parseBucketSettings(body: unknown, globalLimit: number): BucketSettings {
  const fields = asBody(body);
  return {
    public: parsePublic(fields.public),
    file_size_limit: parseFileSizeLimit(fields.file_size_limit, globalLimit),
    allowed_mime_types: parseAllowedMimeTypes(fields.allowed_mime_types),
  };
}

/** The id of a new bucket: `id`, else `name`; it becomes a directory, so its alphabet is strict. */
export function parseNewBucketId(body: unknown): { id: string; name: string } {
  const fields = asBody(body);
  if (typeof fields.name !== 'string')
    throw storageErrors.invalidRequest("body must have required property 'name'");
  const id = typeof fields.id === 'string' && fields.id ? fields.id : fields.name;
  if (!bucketIdPattern.test(fields.name) || !bucketIdPattern.test(id))
    throw storageErrors.invalidBucketName();
  return { id, name: fields.name };
}
