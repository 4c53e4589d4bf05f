import type pg from 'pg';
import type { RawRequestHandler } from '../../gateway/realtime-api.route.ts';
import type { RealtimeLimits } from '../../gateway/live-modules.loader.ts';
import type { JwtVerifier } from '../../jwt-keys.ts';
import type { BroadcastHub } from '../broadcast.hub.ts';
import { createBroadcastApi } from './broadcast-api.handler.ts';
import { privateTopicRights, storeBroadcast } from './broadcast-persistence.store.ts';

export interface RealtimeExtrasDeps {
  pool: pg.Pool;
  jwtKeys: JwtVerifier;
  hub: BroadcastHub;
  limits: RealtimeLimits;
  /** Where the broadcast REST API (`/realtime/v1/api/*`) is installed; not served without it. */
  httpApi?: { install(handler: RawRequestHandler): () => void };
}

/**
 * Starts realtime's compatibility extras (what supabase-js offers that the site never asks for:
 * the broadcast REST API, `send()` before a join and `httpSend`); returns what stops them.
 */
export function startRealtimeExtras(deps: RealtimeExtrasDeps): () => void {
  const api = createBroadcastApi({
    jwtKeys: deps.jwtKeys,
    hub: deps.hub,
    limits: deps.limits,
    privateRights: privateTopicRights.bind(null, deps.pool),
    store: storeBroadcast.bind(null, deps.pool),
  });
  return deps.httpApi?.install(api) ?? (() => undefined);
}
