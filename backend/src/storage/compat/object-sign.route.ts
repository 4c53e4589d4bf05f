import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withClaims } from '../claims-transaction.runner.ts';
import { validateBucketId, validateObjectKey } from '../object-key.validator.ts';
import { sendObject, type DownloadRequest } from '../object-download.sender.ts';
import { findObject } from '../object.repository.ts';
import { findObjectNames } from './object-search.repository.ts';
import { parseTransformBody, transformationSegments } from '../render-options.parser.ts';
import { resolveRequestClaims } from '../request-claims.resolver.ts';
import {
  checkedExpiresIn,
  signUrlToken,
  verifyUrlToken,
  type SignedUrlClaims,
} from './signed-url.token.ts';
import type { ObjectParams, StorageContext } from '../storage-context.ts';
import { storageErrors } from '../storage-error.ts';

type SignRequest = FastifyRequest<{ Params: ObjectParams }>;
type SignManyRequest = FastifyRequest<{ Params: { bucket: string } }>;

const maxPathsPerRequest = 1000;
const missing = 'Either the object does not exist or you do not have access to it';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (!body || typeof body !== 'object') throw storageErrors.invalidRequest('body must be object');
  return body as Record<string, unknown>;
}

function parsePaths(value: unknown): string[] {
  if (value === undefined)
    throw storageErrors.invalidRequest("body must have required property 'paths'");
  if (!Array.isArray(value) || value.some((path) => typeof path !== 'string'))
    throw storageErrors.invalidRequest('body/paths must be array of strings');
  if (value.length < 1)
    throw storageErrors.invalidRequest('body/paths must NOT have fewer than 1 items');
  if (value.length > maxPathsPerRequest)
    throw storageErrors.invalidRequest(
      `body/paths must NOT have more than ${maxPathsPerRequest} items`,
    );
  return value as string[];
}

/**
 * What storage-api signs for `createSignedUrl(path, ttl, { transform })`: the transformation in its
 * signing form and the format, beside the URL; a URL with a transformation goes to
 * `/render/image/sign/`, one without (none, or only `format: 'origin'`) to `/object/sign/`.
 */
function signedClaims(url: string, transform: unknown): Omit<SignedUrlClaims, 'exp'> {
  const options = parseTransformBody(transform);
  const transformations = options ? transformationSegments(options, true).join(',') : '';
  return {
    ...(transformations ? { transformations } : {}),
    ...(options?.format ? { format: options.format } : {}),
    url,
    scope: 'download',
  };
}

/** Signed download URLs: issued to whoever may read the object, then usable by anyone holding one. */
export function registerSignRoutes(app: FastifyInstance, context: StorageContext): void {
  app.post('/object/sign/:bucket/*', async (request: SignRequest) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const bucketId = validateBucketId(request.params.bucket);
    const key = validateObjectKey(request.params['*']);
    const body = bodyOf(request);
    const expiresIn = checkedExpiresIn(body.expiresIn);
    const url = `${bucketId}/${key}`;
    const signed = signedClaims(url, body.transform);
    const object = await withClaims(context.pool, claims, (client) =>
      findObject(client, bucketId, key),
    );
    if (!object) throw storageErrors.noSuchKey();
    const token = await signUrlToken(context.secret, signed, expiresIn);
    const route = signed.transformations ? 'render/image' : 'object';
    return { signedURL: `/${route}/sign/${url}?token=${token}` };
  });

  app.post('/object/sign/:bucket', async (request: SignManyRequest) => {
    const claims = await resolveRequestClaims(request, context.jwtKeys);
    const bucketId = validateBucketId(request.params.bucket);
    const body = bodyOf(request);
    const expiresIn = checkedExpiresIn(body.expiresIn);
    const paths = parsePaths(body.paths);
    const visible = new Set(
      await withClaims(context.pool, claims, (client) => findObjectNames(client, bucketId, paths)),
    );
    return Promise.all(
      paths.map(async (path) => {
        if (!visible.has(path)) return { error: missing, path, signedURL: null };
        const url = `${bucketId}/${path}`;
        const token = await signUrlToken(context.secret, { url, scope: 'download' }, expiresIn);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
  });

  // Needs no key or session: the token is the permission, as on hosted Supabase.
  app.get<{ Params: ObjectParams; Querystring: { download?: string; token?: string } }>(
    '/object/sign/:bucket/*',
    async (request, reply) => {
      const token = request.query.token;
      if (!token)
        throw storageErrors.invalidRequest("querystring must have required property 'token'");
      const bucketId = validateBucketId(request.params.bucket);
      const key = validateObjectKey(request.params['*']);
      await verifyUrlToken(context.secret, token, `${bucketId}/${key}`, 'download');
      const object = await findObject(context.pool, bucketId, key);
      if (!object) throw storageErrors.noSuchKey();
      return sendObject(context, request as DownloadRequest, reply, object);
    },
  );
}
