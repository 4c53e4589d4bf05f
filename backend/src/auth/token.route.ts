import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import type { AuthRouteExtensions } from './auth-route-extensions.ts';
import { errors } from './auth-error.ts';
import { clientKey } from './client-key.ts';
import { passwordMatches, passwordWeakness } from './password.policy.ts';
import { bodyOf, queryParam } from './request-body.ts';
import { issueSession, refreshSession } from './session.service.ts';
import { inTransaction } from './transaction.ts';
import { findUserByEmail, touchSignIn, getUserById } from './user.repository.ts';

/** POST /token?grant_type=password|refresh_token, or a grant of the extras, answered as GoTrue does. */
export function registerToken(
  app: FastifyInstance,
  deps: AuthContext,
  { tokenGrants }: Pick<AuthRouteExtensions, 'tokenGrants'>,
): void {
  const { limits, settings } = deps;
  app.post('/token', async (request) => {
    const grantType = queryParam(request, 'grant_type');
    const body = bodyOf(request);
    if (grantType === 'refresh_token') {
      await limits.refresh(clientKey(request, settings.rateLimitHeader));
      return refreshSession(deps, body.refresh_token);
    }
    const extraGrant = grantType === undefined ? undefined : tokenGrants.get(grantType);
    if (extraGrant) return extraGrant(request, body);
    if (grantType !== 'password') throw errors.validation('unsupported_grant_type');

    await limits.signIn(clientKey(request, settings.rateLimitHeader));
    const { email, password } = body;
    if (typeof email !== 'string' || typeof password !== 'string' || password === '')
      throw errors.invalidCredentials();
    // Locked addresses are refused before bcrypt runs, so guessing on does not even cost the server.
    await limits.assertNotLocked(email);
    const found = await findUserByEmail(deps.pool, email.trim());
    // One bcrypt comparison whether or not the address exists: no timing tells which addresses are known.
    if (!(await passwordMatches(password, found?.encrypted_password ?? null)) || !found) {
      await limits.failedSignIn(email);
      throw errors.invalidCredentials();
    }
    await limits.succeededSignIn(email);
    if (!found.email_confirmed_at) throw errors.emailNotConfirmed();
    if (found.banned_until && found.banned_until > new Date()) throw errors.userBanned(400);

    const session = await inTransaction(deps.pool, async (db) => {
      await touchSignIn(db, found.id);
      const user = await getUserById(db, found.id);
      return issueSession(deps, db, user, 'password', {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
    });
    // As GoTrue: an old password that today's rules refuse still signs in, and the answer says why it is weak.
    const weakness = passwordWeakness(password, settings);
    if (weakness) session.weak_password = weakness;
    return session;
  });
}
