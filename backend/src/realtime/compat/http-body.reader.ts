import type http from 'node:http';

export class BodyTooLargeError extends Error {}

/** Reads a request body, refusing it as soon as it passes `limit` bytes. */
export function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        reject(new BodyTooLargeError('body too large'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** JSON answers with the CORS headers the gateway gives every route. */
export function sendJson(
  response: http.ServerResponse,
  status: number,
  body: Record<string, unknown> | null,
): void {
  const text = body === null ? '' : JSON.stringify(body);
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    ...(body === null ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** Phoenix's answer for a path without a route: the JSON string "Not Found". */
export function sendNotFound(response: http.ServerResponse): void {
  const text = JSON.stringify('Not Found');
  response.writeHead(404, {
    'access-control-allow-origin': '*',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}
