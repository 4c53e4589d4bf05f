import type http from 'node:http';
import type { FastifyPluginAsync } from 'fastify';

export type RawRequestHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => void;

/**
 * Realtime's HTTP API is served by the gateway's route, but realtime starts after the gateway
 * listens: the route answers with the handler realtime installs here, and 503 while there is none.
 */
export class LateBoundHandler {
  private handler: RawRequestHandler | null = null;

  /** Returns the function that takes this handler away again (realtime closing). */
  install(handler: RawRequestHandler): () => void {
    this.handler = handler;
    return () => {
      if (this.handler === handler) this.handler = null;
    };
  }

  get current(): RawRequestHandler | null {
    return this.handler;
  }
}

const NOT_RUNNING = JSON.stringify({ message: 'Realtime is not running' });

/** `/realtime/v1/api/*`, every method but the CORS preflight (which the gateway's CORS answers). */
export const realtimeApiRoute: FastifyPluginAsync<{ api: LateBoundHandler }> = async (
  app,
  { api },
) => {
  // The body stays unread here: realtime reads it itself, under its own size limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.route({
    method: ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'],
    url: '/*',
    handler: async (request, reply) => {
      const handler = api.current;
      if (!handler)
        return reply.code(503).header('content-type', 'application/json').send(NOT_RUNNING);
      reply.hijack();
      handler(request.raw, reply.raw);
    },
  });
};
