import type http from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { RawRequestHandler } from './realtime-api.route.ts';
import type { JwtVerifier } from '../jwt-keys.ts';

/** How image renders may use the machine (`/storage/v1/render/image`). */
export interface StorageRenderLimits {
  concurrency: number;
  maxWaiting: number;
  timeoutSeconds: number;
  cacheMaxBytes: number;
}

/** The contract `backend/src/storage/index.ts` implements. */
export type StoragePlugin = FastifyPluginAsync<{
  pool: pg.Pool;
  /** Signs and checks signed-URL tokens (HS256, as storage-api). */
  jwtSecret: string;
  /** Checks the callers' tokens. */
  jwtKeys: JwtVerifier;
  dataDir: string;
  /** Defaults of the storage module when left out. */
  render?: StorageRenderLimits;
}>;

/** What one realtime socket may do; the numbers of hosted Supabase Realtime's plan limits. */
export interface RealtimeLimits {
  maxPayloadBytes: number;
  maxChannelsPerClient: number;
  maxJoinsPerWindow: number;
  maxMessagesPerWindow: number;
  rateWindowMs: number;
}

/** The contract `backend/src/realtime/index.ts` implements. */
export type StartRealtime = (opts: {
  server: http.Server;
  pool: pg.Pool;
  databaseUrl: string;
  jwtKeys: JwtVerifier;
  anonKey: string;
  /** Hosted Supabase's defaults when left out. */
  limits?: RealtimeLimits;
  /** Where realtime installs its HTTP API, served by the gateway's `/realtime/v1/api/*` route. */
  httpApi?: { install(handler: RawRequestHandler): () => void };
}) => Promise<{ close(): Promise<void> }>;

function isMissingModule(error: unknown, url: string): boolean {
  const err = error as { code?: string; url?: string; message?: string };
  return (
    err.code === 'ERR_MODULE_NOT_FOUND' &&
    (err.url === url || (err.message ?? '').includes(new URL(url).pathname))
  );
}

/** Imports an optional service module; undefined only when the file itself does not exist yet. */
async function importOptional<T>(relative: string, exportName: string): Promise<T | undefined> {
  const url = new URL(relative, import.meta.url).href;
  try {
    const mod = (await import(url)) as Record<string, unknown>;
    const value = mod[exportName];
    if (typeof value !== 'function') throw new Error(`${relative} does not export ${exportName}`);
    return value as T;
  } catch (error) {
    if (isMissingModule(error, url)) return undefined;
    throw error;
  }
}

export const loadStoragePlugin = () =>
  importOptional<StoragePlugin>('../storage/index.ts', 'storagePlugin');
export const loadStartRealtime = () =>
  importOptional<StartRealtime>('../realtime/index.ts', 'startRealtime');
