import type { FastifyInstance } from 'fastify';
import { findObject } from '../object.repository.ts';
import { parseTransformationString } from '../render-options.parser.ts';
import type { StorageContext } from '../storage-context.ts';
import { storageErrors } from '../storage-error.ts';
import {
  queryString,
  renderedObjectAddress,
  sendVariant,
  type RenderRequest,
} from '../variant-download.sender.ts';
import { verifyUrlToken } from './signed-url.token.ts';

/** `/render/image/sign/…`: a signed URL of an image transformation, which the token fixes. */
export function registerRenderSignRoute(app: FastifyInstance, context: StorageContext): void {
  // Needs no key or session: the token is the permission, and fixes the transformation.
  app.get('/render/image/sign/:bucket/*', async (request: RenderRequest, reply) => {
    const token = queryString(request.query.token);
    if (!token) throw storageErrors.validation("querystring must have required property 'token'");
    const { bucketId, key } = renderedObjectAddress(request);
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
