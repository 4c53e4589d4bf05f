import assert from 'node:assert/strict';
import type http from 'node:http';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { LateBoundHandler, realtimeApiRoute } from '../src/gateway/realtime-api.route.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

describe("realtime's HTTP API on the gateway route /realtime/v1/api/*", () => {
  let stack: TestStack;

  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    await stack?.stop();
  });

  it('answers 503 until realtime installs its handler, then hands it the untouched request', async () => {
    const api = new LateBoundHandler();
    const app = Fastify();
    await app.register(realtimeApiRoute, { prefix: '/realtime/v1/api', api });
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/realtime/v1/api/broadcast?x=1',
        headers: { 'content-type': 'text/plain' },
        payload: 'raw body',
      });
    const before = await post();
    assert.equal(before.statusCode, 503);
    assert.deepEqual(before.json(), { message: 'Realtime is not running' });

    const seen: Array<{ url: string | undefined; body: string }> = [];
    const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ url: request.url, body: Buffer.concat(chunks).toString() });
        response.writeHead(202).end();
      });
    };
    const uninstall = api.install(handler);
    assert.equal((await post()).statusCode, 202);
    assert.deepEqual(seen, [{ url: '/realtime/v1/api/broadcast?x=1', body: 'raw body' }]);

    uninstall();
    assert.equal((await post()).statusCode, 503);
    await app.close();
  });

  it('answers a path Realtime has no route for with its 404, and CORS preflights', async () => {
    for (const [method, path] of [
      ['GET', '/realtime/v1/api/broadcast'],
      ['POST', '/realtime/v1/api/tenants'],
      ['POST', '/realtime/v1/api/broadcast/room/events'],
    ] as const) {
      const response = await fetch(`${stack.url}${path}`, {
        method,
        headers: { apikey: stack.anonKey },
      });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.equal(await response.json(), 'Not Found');
    }
    const preflight = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.ok(preflight.headers.get('access-control-allow-origin'));
  });

  it('serves the REST broadcast through the stack without a content type too', async () => {
    const response = await fetch(`${stack.url}/realtime/v1/api/broadcast/room/events/note`, {
      method: 'POST',
      headers: { apikey: stack.anonKey },
      // Bytes: fetch gives a string body a text/plain type of its own.
      body: new TextEncoder().encode(JSON.stringify({ n: 1 })),
    });
    assert.equal(response.status, 202);
  });
});
