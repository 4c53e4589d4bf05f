import type { FastifyPluginAsync } from 'fastify';

export type ServiceState = 'up' | 'down';
export type ServiceStates = Record<string, ServiceState>;

/**
 * `GET /health`, without an API key: 200 when every service is up, 503 naming the ones that are not.
 * The per-service endpoints hosted Supabase has (such as `/auth/v1/health`) stay as they are.
 */
export const healthRoute: FastifyPluginAsync<{ states: () => ServiceStates }> = async (
  app,
  opts,
) => {
  app.get('/health', async (_request, reply) => {
    const services = opts.states();
    const down = Object.keys(services).filter((name) => services[name] !== 'up');
    if (down.length === 0) return reply.send({ status: 'ok', services });
    return reply.code(503).send({ status: 'degraded', services, down });
  });
};
