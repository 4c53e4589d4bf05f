import type { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiKeyOf } from './api-key.hook.ts';
import { limitBody } from './body-limit.stream.ts';

/** PostgREST's own answer to a body over its limit. */
const TOO_LARGE = {
  code: 'PGRST413',
  message: 'Request body too large',
  details: null,
  hint: null,
};

/** Forwards `/rest/v1/*` to PostgREST as Kong does, turning the apikey into a bearer when none is sent. */
export const restProxyPlugin: FastifyPluginAsync<{ upstream: string; bodyLimit: number }> = async (
  app,
  opts,
) => {
  const tooLarge = new WeakSet<object>();
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > opts.bodyLimit) return reply.code(413).send(TOO_LARGE);
  });
  // A chunked body has no content-length: its bytes are counted as they stream to PostgREST.
  const countBody = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    const body = request.body as Readable | undefined;
    if (body && typeof body.pipe === 'function')
      request.body = limitBody(body, opts.bodyLimit, () => tooLarge.add(request.raw));
    done();
  };
  await app.register(httpProxy, {
    upstream: opts.upstream,
    rewritePrefix: '',
    preHandler: countBody,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const key = apiKeyOf(request as never);
        return headers.authorization || !key
          ? headers
          : { ...headers, authorization: `Bearer ${key}` };
      },
      // The gateway answers CORS itself; PostgREST's own headers would duplicate or narrow them.
      rewriteHeaders: (headers) =>
        Object.fromEntries(
          Object.entries(headers).filter(
            ([name]) => !name.toLowerCase().startsWith('access-control-'),
          ),
        ),
      // PostgREST down or restarting: answer as Kong does, not with a bare 500.
      onError: (reply) => {
        if (tooLarge.has(reply.request.raw)) {
          void reply.code(413).send(TOO_LARGE);
          return;
        }
        void reply
          .code(502)
          .send({ message: 'An invalid response was received from the upstream server' });
      },
      // PostgREST would read `apikey=` as a column filter.
      queryString: (_search, reqUrl) =>
        (reqUrl.split('?')[1] ?? '')
          .split('&')
          .filter((part) => part && !part.startsWith('apikey='))
          .join('&'),
    },
  });
};
