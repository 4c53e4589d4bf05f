import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AuthDeps } from '../auth/auth-context.ts';
import { authPlugin } from '../auth/auth.plugin.ts';
import type { JwtVerifier } from '../jwt-keys.ts';
import { createApiKeyHook } from './api-key.hook.ts';
import { corsOptions } from './cors.options.ts';
import { installGatewayErrorHandlers } from './error-handlers.ts';
import type { OpaqueApiKeys } from './opaque-api-keys.ts';
import { healthRoute, type ServiceStates } from './health.route.ts';
import type { StoragePlugin, StorageRenderLimits } from './live-modules.loader.ts';
import { LateBoundHandler, realtimeApiRoute } from './realtime-api.route.ts';
import { restProxyPlugin } from './rest-proxy.plugin.ts';
import { installUpgradeGuard } from './upgrade-guard.ts';

/** How long a client may take, so slow or idle sockets cannot be held open forever. */
export interface GatewayServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxHeaderBytes: number;
  restBodyLimitBytes: number;
}

export interface GatewayOptions {
  apiKeys: string[];
  /** New-format keys (`sb_publishable_…`, `sb_secret_…`) and the legacy key each stands for. */
  opaqueApiKeys?: OpaqueApiKeys;
  postgrestUrl: string;
  auth: AuthDeps;
  storage:
    | {
        plugin: StoragePlugin;
        pool: pg.Pool;
        jwtSecret: string;
        jwtKeys: JwtVerifier;
        dataDir: string;
        render?: StorageRenderLimits;
      }
    | undefined;
  limits: GatewayServerLimits;
  /** What `GET /health` reports. */
  health: () => ServiceStates;
  /** Where realtime installs its HTTP API; `/realtime/v1/api/*` answers 503 until it does. */
  realtimeApi?: LateBoundHandler;
}

/** One HTTP server for every service, on the paths hosted Supabase uses. */
export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const { limits } = opts;
  const app = Fastify({
    logger: { level: process.env.GATEWAY_LOG_LEVEL ?? 'error' },
    trustProxy: false,
    // Fastify's own clientError handler answers 400 (408 on a timeout) and destroys the socket.
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: limits.requestTimeoutMs
        ? Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs)
        : limits.headersTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      // Node looks for expired requests this often (30 s by default, longer than the timeouts).
      connectionsCheckingInterval: Math.max(100, Math.min(limits.headersTimeoutMs / 2, 30_000)),
    },
  });
  installUpgradeGuard(app.server, opts.opaqueApiKeys ?? new Map());
  installGatewayErrorHandlers(app);
  await app.register(cors, corsOptions);
  app.addHook('onRequest', createApiKeyHook(opts.apiKeys, opts.opaqueApiKeys));
  await app.register(healthRoute, { states: opts.health });
  await app.register(restProxyPlugin, {
    prefix: '/rest/v1',
    upstream: opts.postgrestUrl,
    bodyLimit: limits.restBodyLimitBytes,
  });
  await app.register(authPlugin, { prefix: '/auth/v1', ...opts.auth });
  await app.register(realtimeApiRoute, {
    prefix: '/realtime/v1/api',
    api: opts.realtimeApi ?? new LateBoundHandler(),
  });
  if (opts.storage) {
    const { plugin, ...storageOpts } = opts.storage;
    await app.register(plugin, { prefix: '/storage/v1', ...storageOpts });
  }
  return app;
}
