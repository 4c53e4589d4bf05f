import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth-context.ts';
import { verifyAccessToken } from '../../access-token.ts';
import { AuthError, errors } from '../../auth-error.ts';
import { sessionExists } from '../../session.repository.ts';
import { findUserById } from '../../user.repository.ts';

/** GoTrue's default GOTRUE_JWT_ADMIN_ROLES. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The audience GoTrue serves when neither the X-JWT-AUD header nor an admin token names one. */
const DEFAULT_AUD = 'authenticated';

/** A token that names a session must still have it, as after logout; GoTrue's maybeLoadUserOrSession. */
async function assertLiveSession(
  deps: AuthContext,
  sub: string | undefined,
  sessionId: string,
): Promise<void> {
  if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(sub))
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  if (!(await findUserById(deps.pool, sub))) throw errors.userNotFound();
  if (!UUID.test(sessionId))
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  if (!(await sessionExists(deps.pool, sessionId))) throw errors.sessionNotFound();
}

/**
 * GoTrue's requireAdminCredentials: a valid bearer JWT whose role is an admin role (the service_role
 * key); anything else is 403 not_admin "User not allowed". Answers the audience the request works in.
 */
export async function requireAdmin(request: FastifyRequest, deps: AuthContext): Promise<string> {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw errors.noAuthorization();
  const claims = await verifyAccessToken(match[1], deps.jwtKeys);
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sessionId !== '' && sessionId !== NIL_UUID)
    await assertLiveSession(deps, claims.sub, sessionId);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.includes(claims.role))
    throw errors.notAdmin();
  const header = request.headers['x-jwt-aud'];
  return typeof header === 'string' && header !== '' ? header : DEFAULT_AUD;
}
