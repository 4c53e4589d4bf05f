import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { authPlugin, type AuthDeps } from '../auth/auth.plugin.ts';
import { createApiKeyHook } from './api-key.hook.ts';
import { corsOptions } from './cors.options.ts';
import { installGatewayErrorHandlers } from './error-handlers.ts';
import type { StoragePlugin } from './live-modules.loader.ts';
import { restProxyPlugin } from './rest-proxy.plugin.ts';

export interface GatewayOptions {
  apiKeys: string[];
  postgrestUrl: string;
  auth: AuthDeps;
  storage: { plugin: StoragePlugin; pool: pg.Pool; jwtSecret: string; dataDir: string } | undefined;
}

/** One HTTP server for every service, on the paths hosted Supabase uses. */
export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.GATEWAY_LOG_LEVEL ?? 'error' },
    trustProxy: false,
  });
  installGatewayErrorHandlers(app);
  await app.register(cors, corsOptions);
  app.addHook('onRequest', createApiKeyHook(opts.apiKeys));
  await app.register(restProxyPlugin, { prefix: '/rest/v1', upstream: opts.postgrestUrl });
  await app.register(authPlugin, { prefix: '/auth/v1', ...opts.auth });
  if (opts.storage) {
    const { plugin, ...storageOpts } = opts.storage;
    await app.register(plugin, { prefix: '/storage/v1', ...storageOpts });
  }
  return app;
}
