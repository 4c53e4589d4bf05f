import type { FastifyInstance } from 'fastify';
import type { StorageContext } from '../storage-context.ts';
import { registerBucketAdminRoutes } from './bucket-admin.route.ts';
import { registerBucketRoutes } from './bucket.route.ts';
import { registerInfoRoutes } from './object-info.route.ts';
import { registerListV2Route } from './object-list-v2.route.ts';
import { registerListRoute } from './object-list.route.ts';
import { registerMoveCopyRoutes } from './object-move-copy.route.ts';
import { registerSignRoutes } from './object-sign.route.ts';
import { registerUploadSignRoutes } from './object-upload-sign.route.ts';
import { registerRenderSignRoute } from './render-sign.route.ts';

/**
 * Registers storage's compatibility extras (what supabase-js offers that the site never asks for:
 * buckets, signed URLs, info, move, copy and list) on the storage plugin's scope.
 */
export function registerStorageExtras(app: FastifyInstance, context: StorageContext): void {
  registerBucketRoutes(app, context);
  registerBucketAdminRoutes(app, context);
  registerUploadSignRoutes(app, context);
  registerSignRoutes(app, context);
  registerRenderSignRoute(app, context);
  registerInfoRoutes(app, context);
  registerMoveCopyRoutes(app, context);
  registerListRoute(app, context);
  registerListV2Route(app, context);
}
