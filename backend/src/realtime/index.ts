import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import { WebSocketServer } from 'ws';
import { startRealtimeExtras } from './compat/realtime-extras.ts';
import { REALTIME_WEBSOCKET_PATH } from '../gateway/upgrade-guard.ts';
import type { RealtimeLimits } from '../gateway/live-modules.loader.ts';
import type { RawRequestHandler } from '../gateway/realtime-api.route.ts';
import type { JwtVerifier } from '../jwt-keys.ts';
import { verifyAccessToken } from './access-token.verifier.ts';
import { ChangeFeedListener } from './change-feed.listener.ts';
import { ChangeDispatcher } from './change.dispatcher.ts';
import { BroadcastHub } from './broadcast.hub.ts';
import { readPolicies, writePolicies } from './channel-authorization.ts';
import { loadReplay } from './broadcast-replay.ts';
import { DatabaseBroadcastRelay } from './database-broadcast.relay.ts';
import { PresenceTracker } from './presence.tracker.ts';
import { ChannelRegistry } from './realtime-channel.ts';
import { RealtimeConnection } from './realtime-connection.ts';
import { defaultRealtimeLimits } from './realtime-limits.ts';
import { realtimeSchemaSql } from './realtime-schema.sql.ts';
import { realtimeMessagesSql } from './realtime-messages.sql.ts';
import { TableMetadataCache } from './table-metadata.cache.ts';

export interface RealtimeOptions {
  server: http.Server;
  pool: pg.Pool;
  databaseUrl: string;
  jwtKeys: JwtVerifier;
  anonKey: string;
  /** Hosted Supabase's defaults when left out. */
  limits?: RealtimeLimits;
  /** Where the broadcast REST API (`/realtime/v1/api/*`) is installed; not served without it. */
  httpApi?: { install(handler: RawRequestHandler): () => void };
}

function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/**
 * Supabase Realtime on the gateway's HTTP server: `postgres_changes`, broadcast and presence over
 * Phoenix channels on `/realtime/v1/websocket`, then the compatibility extras (the broadcast REST
 * API on `/realtime/v1/api`). Changes come from triggers on the tables of the `supabase_realtime`
 * publication.
 */
export async function startRealtime(opts: RealtimeOptions): Promise<{ close(): Promise<void> }> {
  const { jwtKeys } = opts;
  const limits = opts.limits ?? defaultRealtimeLimits;
  await opts.pool.query(realtimeSchemaSql);
  await opts.pool.query(await realtimeMessagesSql());
  // Hosted Realtime drops its daily partitions of messages after three days.
  await opts.pool.query(
    `delete from realtime.messages where inserted_at < now() - interval '3 days'`,
  );

  const registry = new ChannelRegistry();
  const services = {
    hub: new BroadcastHub(registry, (channel) => channel.policies?.read.broadcast === true),
    presence: new PresenceTracker(registry, (channel) => channel.policies?.read.presence === true),
    policies: {
      read: readPolicies.bind(null, opts.pool),
      write: writePolicies.bind(null, opts.pool),
    },
    replay: loadReplay.bind(null, opts.pool),
  };
  const relay = new DatabaseBroadcastRelay(opts.pool, services.hub, (error) =>
    process.emitWarning(`realtime: a database broadcast could not be sent: ${String(error)}`),
  );
  const stopExtras = startRealtimeExtras({
    pool: opts.pool,
    jwtKeys,
    hub: services.hub,
    limits,
    httpApi: opts.httpApi,
  });
  const metadata = new TableMetadataCache(opts.pool);
  // A failed delivery (database gone, table dropped) loses that change only; the next ones still go out.
  const dispatcher = new ChangeDispatcher(opts.pool, registry, metadata, (error) =>
    process.emitWarning(`realtime: a change could not be delivered: ${String(error)}`),
  );
  const listener = new ChangeFeedListener(opts.databaseUrl, {
    onChange: (change) => dispatcher.enqueue(change),
    onSchemaChange: () => metadata.clear(),
    onMessage: (id) => relay.enqueue(id),
  });
  await listener.start();

  // ws' default maximum is 100 MiB; a frame header announcing more than this closes with 1009.
  const websockets = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
  });
  websockets.on('error', (error) =>
    process.emitWarning(`realtime: WebSocket server error: ${String(error)}`),
  );
  // A bad handshake: answer 400 as ws would, then drop the socket.
  websockets.on('wsClientError', (error, socket) =>
    refuseUpgrade(socket, 400, 'Bad Request', error.message),
  );
  const onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_WEBSOCKET_PATH) return;
    // The gateway's guard gave the socket an error path already; this one is for realtime alone.
    socket.on('error', () => socket.destroy());
    const header = request.headers['x-api-key'] ?? request.headers.apikey;
    const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : '');
    if (!apikey) return refuseUpgrade(socket, 401, 'Unauthorized', 'No API key found in request');
    verifyAccessToken(apikey, jwtKeys).then(
      () => {
        // The client may have gone while the key was checked.
        if (socket.destroyed) return;
        websockets.handleUpgrade(request, socket, head, (websocket) => {
          const version = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
          new RealtimeConnection(websocket, version, apikey, {
            jwtKeys,
            registry,
            limits,
            services,
          });
        });
      },
      (error: Error) =>
        refuseUpgrade(socket, 403, 'Forbidden', `Invalid API key: ${error.message}`),
    );
  };
  opts.server.on('upgrade', onUpgrade);

  return {
    close: async () => {
      opts.server.off('upgrade', onUpgrade);
      stopExtras();
      for (const websocket of websockets.clients) websocket.terminate();
      await new Promise<void>((resolve) => websockets.close(() => resolve()));
      await listener.close();
      await dispatcher.idle();
      await relay.idle();
    },
  };
}
