import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { standInLegacyQueryKey, type OpaqueApiKeys } from './opaque-api-keys.ts';

/** The one path that may switch protocols; realtime's own upgrade listener serves it. */
export const REALTIME_WEBSOCKET_PATH = '/realtime/v1/websocket';

const NOT_FOUND = JSON.stringify({ message: 'no Route matched with those values' });

/**
 * Node hands an upgraded socket over without an `error` listener, so a reset on it would end the
 * process. This listener runs first on every upgrade: it gives the socket an error path, and refuses
 * every path but realtime's (and realtime's too while realtime is not listening) with Kong's 404.
 */
export function installUpgradeGuard(server: http.Server, opaqueKeys: OpaqueApiKeys): void {
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    // Realtime reads the key from this URL after this listener.
    request.url = standInLegacyQueryKey(request.url ?? '/', opaqueKeys);
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const served = pathname === REALTIME_WEBSOCKET_PATH && server.listenerCount('upgrade') > 1;
    if (served) return;
    socket.end(
      'HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(NOT_FOUND)}\r\nConnection: close\r\n\r\n${NOT_FOUND}`,
      () => socket.destroy(),
    );
  });
}
