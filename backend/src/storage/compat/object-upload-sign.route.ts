import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateBucketId, validateObjectKey } from '../object-key.validator.ts';
import { checkUploadAllowed, uploadFromRequest } from '../object-upload.service.ts';
import { resolveRequestClaims, type RequestClaims } from '../request-claims.resolver.ts';
import { signUrlToken, verifyUrlToken } from './signed-url.token.ts';
import type { ObjectParams, StorageContext } from '../storage-context.ts';
import { storageErrors } from '../storage-error.ts';

/** storage-api's default lifetime of a signed upload URL: two hours. */
const uploadUrlLifetimeSeconds = 2 * 60 * 60;

type SignedUploadRequest = FastifyRequest<{
  Params: ObjectParams;
  Querystring: { token?: string };
}>;

function objectAddress(request: FastifyRequest<{ Params: ObjectParams }>) {
  return {
    bucketId: validateBucketId(request.params.bucket),
    key: validateObjectKey(request.params['*']),
  };
}

/**
 * `createSignedUploadUrl`: the caller's insert policy is asked now, and the token carries the
 * caller as owner; `uploadToSignedUrl` then writes once with that owner, past the policies.
 */
export function registerUploadSignRoutes(app: FastifyInstance, context: StorageContext): void {
  app.post(
    '/object/upload/sign/:bucket/*',
    async (request: FastifyRequest<{ Params: ObjectParams }>) => {
      const claims = await resolveRequestClaims(request, context.jwtKeys);
      const { bucketId, key } = objectAddress(request);
      const upsert = request.headers['x-upsert'] === 'true';
      await checkUploadAllowed(context, { claims, bucketId, key, mode: 'create', upsert });
      const url = `${bucketId}/${key}`;
      const token = await signUrlToken(
        context.secret,
        { owner: claims.sub ?? undefined, url, upsert, scope: 'upload' },
        uploadUrlLifetimeSeconds,
      );
      return { url: `/object/upload/sign/${url}?token=${token}`, token };
    },
  );

  app.put('/object/upload/sign/:bucket/*', async (request: SignedUploadRequest) => {
    const token = request.query.token;
    if (!token)
      throw storageErrors.invalidRequest("querystring must have required property 'token'");
    const { bucketId, key } = objectAddress(request);
    const signed = await verifyUrlToken(context.secret, token, `${bucketId}/${key}`, 'upload');
    const owner = typeof signed.owner === 'string' ? signed.owner : null;
    const claims: RequestClaims = {
      role: 'service_role',
      sub: owner,
      raw: { role: 'service_role', ...(owner ? { sub: owner } : {}) },
    };
    const stored = await uploadFromRequest(context, request, {
      claims,
      bucketId,
      key,
      mode: 'create',
      upsert: signed.upsert === true,
    });
    return { Key: stored.Key };
  });
}
