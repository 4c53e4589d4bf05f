import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from './auth.plugin.ts';
import { errors } from './auth-error.ts';
import { MIN_PASSWORD_LENGTH, passwordMatches } from './password.policy.ts';
import { bodyOf, queryParam } from './request-body.ts';
import { issueSession, refreshSession } from './session.service.ts';
import { inTransaction } from './transaction.ts';
import { findUserByEmail, touchSignIn, getUserById } from './user.repository.ts';

/** POST /token?grant_type=password|refresh_token (supabase-wire.md §1.2, §1.5, §1.6). */
export function registerToken(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/token', async (request) => {
    const grantType = queryParam(request, 'grant_type');
    const body = bodyOf(request);
    if (grantType === 'refresh_token') return refreshSession(deps, body.refresh_token);
    if (grantType !== 'password') throw errors.validation('unsupported_grant_type');

    const { email, password } = body;
    if (typeof email !== 'string' || typeof password !== 'string' || password === '')
      throw errors.invalidCredentials();
    const found = await findUserByEmail(deps.pool, email.trim());
    if (!found || !(await passwordMatches(password, found.encrypted_password)))
      throw errors.invalidCredentials();
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
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      session.weak_password = {
        message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
        reasons: ['length'],
      };
    }
    return session;
  });
}
