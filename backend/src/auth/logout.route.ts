import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from './auth-context.ts';
import { errors } from './auth-error.ts';
import { bearerUser } from './bearer-user.ts';
import { queryParam } from './request-body.ts';
import { deleteSessions } from './session.repository.ts';

const SCOPES = ['global', 'local', 'others'] as const;
type Scope = (typeof SCOPES)[number];

/** POST /logout?scope=global|local|others → 204, as GoTrue answers. */
export function registerLogout(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/logout', async (request, reply) => {
    const scope = queryParam(request, 'scope') ?? 'global';
    if (!SCOPES.includes(scope as Scope))
      throw errors.validation(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await bearerUser(request, deps.pool, deps.jwtKeys);
    await deleteSessions(deps.pool, user.id, scope as Scope, sessionId);
    return reply.code(204).send();
  });
}
