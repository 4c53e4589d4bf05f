import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { JwtVerifier } from '../jwt-keys.ts';
import { verifyAccessToken, type AccessClaims } from './access-token.ts';
import { AuthError, errors } from './auth-error.ts';
import { sessionExists } from './session.repository.ts';
import { findUserById } from './user.repository.ts';
import type { UserWithIdentities } from './user.types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BearerUser {
  user: UserWithIdentities;
  claims: AccessClaims;
  sessionId: string | undefined;
}

/** GoTrue's requireAuthentication + user lookup for /user and /logout. */
export async function bearerUser(
  request: FastifyRequest,
  pool: pg.Pool,
  keys: JwtVerifier,
): Promise<BearerUser> {
  const header = request.headers.authorization ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw errors.noAuthorization();
  const claims = await verifyAccessToken(match[1], keys);
  if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(claims.sub))
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(pool, claims.sub);
  if (!user) throw errors.userNotFound();
  const sessionId =
    typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : undefined;
  if (sessionId && (!UUID.test(sessionId) || !(await sessionExists(pool, sessionId))))
    throw errors.sessionNotFound();
  if (user.banned_until && user.banned_until > new Date()) throw errors.userBanned(403);
  return { user, claims, sessionId };
}
