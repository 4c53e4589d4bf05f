import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth.plugin.ts';
import { errors } from './auth-error.ts';
import { resendConfirmationMail } from './confirmation-resend.ts';
import { normaliseEmail } from './email-address.ts';
import { bodyOf, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import { inTransaction } from './transaction.ts';
import { findUserByEmail } from './user.repository.ts';

/**
 * POST /resend for a sign-up confirmation, as GoTrue's Resend handler: an unknown or already
 * confirmed address answers 200 {} and nothing is sent, so the answer never tells whether an
 * account exists.
 */
export function registerResend(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;
  app.post('/resend', async (request) => {
    const body = bodyOf(request);
    if (body.type !== 'signup') {
      throw errors.validation(
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const email = normaliseEmail(body.email);
    const redirectTo = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );
    await deps.limits.signup(request.ip);
    return inTransaction(deps.pool, async (db) => {
      const user = await findUserByEmail(db, email);
      if (user && !user.email_confirmed_at) {
        await resendConfirmationMail(deps, db, { ...user, email }, redirectTo);
      }
      return {};
    });
  });
}
