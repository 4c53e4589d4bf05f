import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync } from 'fastify';
import { apiKeyOf } from './api-key.hook.ts';

const REST_BODY_LIMIT = 10 * 1024 * 1024;

/** Forwards `/rest/v1/*` to PostgREST as Kong does, turning the apikey into a bearer when none is sent. */
export const restProxyPlugin: FastifyPluginAsync<{ upstream: string }> = async (app, opts) => {
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > REST_BODY_LIMIT) {
      await reply
        .code(413)
        .send({ code: 'PGRST413', message: 'Request body too large', details: null, hint: null });
    }
  });
  await app.register(httpProxy, {
    upstream: opts.upstream,
    rewritePrefix: '',
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
