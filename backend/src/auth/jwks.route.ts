import type { FastifyInstance } from 'fastify';
import type { JwtKeys } from '../jwt-keys.ts';

/** GoTrue's WellKnownJwks: the public signing keys (the HS256 secret never), cached ten minutes. */
export function registerJwks(app: FastifyInstance, keys: JwtKeys): void {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return keys.publicJwks();
  });
}
