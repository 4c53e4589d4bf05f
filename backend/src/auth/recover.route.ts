import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { errors } from './auth-error.ts';
import { clientKey } from './client-key.ts';
import { normaliseEmail } from './email-address.ts';
import { readPkceChallenge } from './pkce-challenge.ts';
import { prepareRecoveryMail, sendAfterAnswer } from './recovery-mail.ts';
import { bodyOf, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import { inTransaction } from './transaction.ts';
import { findUserIdByEmail } from './user.repository.ts';

/**
 * POST /recover (resetPasswordForEmail), as GoTrue's Recover, except that the answer never tells a
 * member from an unknown address: both get 200 {} (a member asking again within the mail interval
 * too, where GoTrue answers 429, and nothing is sent), both get the 429 of a spent service-wide mail
 * limit, and the mail goes out after the answer.
 */
export function registerRecover(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;
  app.post('/recover', async (request) => {
    await deps.limits.otp(clientKey(request, settings.rateLimitHeader));
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
    await deps.limits.assertMailBudget();
    const mail = await inTransaction(deps.pool, async (db) => {
      const id = await findUserIdByEmail(db, email);
      return id
        ? prepareRecoveryMail(deps, db, { id, email }, 'recovery', redirectTo, pkce)
        : undefined;
    });
    sendAfterAnswer(deps, request.log, mail);
    return {};
  });
}
