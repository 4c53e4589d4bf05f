import type { FastifyError, FastifyInstance } from 'fastify';

/** Kong's answer for a path no service owns. */
export const NO_ROUTE = { message: 'no Route matched with those values' };

/** JSON errors for everything outside the services' own handlers; the process never dies on bad input. */
export function installGatewayErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(NO_ROUTE));
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({
      statusCode: status,
      error: status >= 500 ? 'Internal Server Error' : 'Bad Request',
      code: error.code ?? 'unexpected_failure',
      message: status >= 500 ? 'Internal server error' : error.message,
    });
  });
}
