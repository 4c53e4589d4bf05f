import type { FastifyReply, FastifyRequest } from 'fastify';

const mountPoint = '/storage/v1';

/**
 * storage-api's answers for a route it does not have, with the path as it sees it (behind the
 * gateway, without `/storage/v1`): under `/bucket`, `/object` and `/render` its own 404 body, elsewhere
 * Fastify's default one.
 */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const rawUrl = request.raw.url ?? '/';
  const url = rawUrl.startsWith(mountPoint) ? rawUrl.slice(mountPoint.length) || '/' : rawUrl;
  const message = `Route ${request.method}:${url} not found`;
  reply.code(404).type('application/json');
  if (/^\/(bucket|object|render)(\/|\?|$)/.test(url)) {
    return reply.send({ statusCode: '404', code: 'InvalidRequest', error: 'Not Found', message });
  }
  return reply.send({ message, error: 'Not Found', statusCode: 404 });
}
