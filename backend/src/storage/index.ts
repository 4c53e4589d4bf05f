import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { registerStorageExtras } from './compat/storage-extras.ts';
import type { JwtVerifier } from '../jwt-keys.ts';
import { registerDeleteRoutes } from './object-delete.route.ts';
import { registerDownloadRoutes } from './object-download.route.ts';
import { hardeningHeaders } from './download-headers.policy.ts';
import { defaultRenderSettings, ImageVariants, type RenderSettings } from './image-variants.ts';
import { ObjectFileStore } from './object-file.store.ts';
import { registerRenderRoutes } from './render-image.route.ts';
import { sendRouteNotFound } from './route-not-found.handler.ts';
import { registerUploadRoutes } from './object-upload.route.ts';
import type { StorageContext } from './storage-context.ts';
import { StorageError, sendStorageError, storageErrors } from './storage-error.ts';

export interface StoragePluginOptions {
  pool: pg.Pool;
  jwtSecret: string;
  jwtKeys: JwtVerifier;
  dataDir: string;
  /** Image renders (`/render/image`); defaults in `defaultRenderSettings`. */
  render?: Partial<RenderSettings>;
}

const jsonBodyLimit = 1024 * 1024;

/** Maps database and framework errors onto Supabase Storage's error bodies. */
function toStorageError(error: FastifyError & { code?: string }): StorageError {
  if (error instanceof StorageError) return error;
  if (error.code === '42501') return storageErrors.rlsDenied();
  if (error.code === '23505') return storageErrors.duplicate();
  if (error.code === '23503') return storageErrors.noSuchBucket();
  if (error.code === '22P02') return storageErrors.invalidRequest(error.message);
  if (typeof error.statusCode === 'number' && error.statusCode < 500)
    return storageErrors.invalidRequest(error.message);
  return storageErrors.internal();
}

function registerBodyParsers(app: FastifyInstance): void {
  // Uploads are read as streams by the routes themselves, so the bucket's size limit applies, not a global one.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: jsonBodyLimit },
    (_request, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        done(storageErrors.invalidRequest('Body is not valid JSON'), undefined);
      }
    },
  );
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

/**
 * Supabase Storage's HTTP API for `/storage/v1`, with metadata in storage.objects under RLS: the
 * core the site uses (upload, download, remove, image renders), then the compatibility extras.
 */
export const storagePlugin: FastifyPluginAsync<StoragePluginOptions> = async (app, options) => {
  const variants = new ImageVariants(options.dataDir, {
    ...defaultRenderSettings,
    ...options.render,
  });
  await variants.start(options.pool, (error) =>
    app.log.warn({ err: error }, 'the image variant cache was not swept at start'),
  );
  const context: StorageContext = {
    pool: options.pool,
    secret: new TextEncoder().encode(options.jwtSecret),
    jwtKeys: options.jwtKeys,
    files: new ObjectFileStore(options.dataDir),
    variants,
  };
  registerBodyParsers(app);
  // On every answer, errors and 304s included, so no stored byte is ever read as a page.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(hardeningHeaders);
  });
  await app.register(multipart);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const storageError = toStorageError(error);
    if (storageError.statusCode >= 500) request.log.error(error);
    return sendStorageError(reply, storageError);
  });
  app.setNotFoundHandler(sendRouteNotFound);
  registerUploadRoutes(app, context);
  registerDownloadRoutes(app, context);
  registerDeleteRoutes(app, context);
  registerRenderRoutes(app, context);
  registerStorageExtras(app, context);
};
