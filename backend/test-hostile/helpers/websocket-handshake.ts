import { createHash, randomBytes } from 'node:crypto';
import { RawConnection } from './raw-connection.ts';

const guid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export interface UpgradeRequest {
  path: string;
  key?: string | undefined;
  version?: string | undefined;
  extraHeaders?: string[];
}

/** The bytes of an upgrade request; leaving out `key` or `version` leaves out that header. */
export function upgradeRequest(request: UpgradeRequest): string {
  const lines = [
    `GET ${request.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Upgrade: websocket',
    'Connection: Upgrade',
    ...(request.key === undefined ? [] : [`Sec-WebSocket-Key: ${request.key}`]),
    ...(request.version === undefined ? [] : [`Sec-WebSocket-Version: ${request.version}`]),
    ...(request.extraHeaders ?? []),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export const realtimePath = (apikey: string, vsn = '2.0.0') =>
  `/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=${vsn}`;

/**
 * Opens a raw connection and completes a correct handshake on the realtime path; resolves with the
 * connection (frames follow the 101 headers), or undefined if the server did not switch protocols.
 */
export async function openRawWebSocket(
  port: number,
  apikey: string,
  waitMs = 2000,
  vsn = '2.0.0',
): Promise<RawConnection | undefined> {
  const connection = await RawConnection.open(port);
  const key = randomBytes(16).toString('base64');
  await connection.write(upgradeRequest({ path: realtimePath(apikey, vsn), key, version: '13' }));
  const switched = await connection.waitFor((bytes) => bytes.includes('\r\n\r\n'), waitMs);
  const head = connection.bytes.toString('latin1');
  const accept = createHash('sha1')
    .update(key + guid)
    .digest('base64');
  if (switched && head.startsWith('HTTP/1.1 101') && head.includes(accept)) return connection;
  await connection.finish('destroy', 0);
  return undefined;
}
