import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth.plugin.ts';
import { errors } from './auth-error.ts';
import { normaliseEmail } from './email-address.ts';
import { readPkceChallenge } from './pkce-challenge.ts';
import { sendRecoveryMail } from './recovery-mail.ts';
import { bodyOf, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import { inTransaction } from './transaction.ts';
import { findUserByEmail } from './user.repository.ts';

/**
 * POST /recover (resetPasswordForEmail), as GoTrue's Recover: an unknown address answers 200 {} like a
 * known one and nothing is sent.
 */
export function registerRecover(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;
  app.post('/recover', async (request) => {
    await deps.limits.otp(request.ip);
    const body = bodyOf(request);
    if (typeof body.email !== 'string' || body.email === '')
      throw errors.validation('Password recovery requires an email');
    const email = normaliseEmail(body.email);
    const pkce = readPkceChallenge(body);
    const redirectTo = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );
    return inTransaction(deps.pool, async (db) => {
      const user = await findUserByEmail(db, email);
      if (user) await sendRecoveryMail(deps, db, { ...user, email }, 'recovery', redirectTo, pkce);
      return {};
    });
  });
}
