import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { errors } from './auth-error.ts';
import { clientKey } from './client-key.ts';
import { resendConfirmationMail } from './confirmation-resend.ts';
import { normaliseEmail } from './email-address.ts';
import { readPkceChallenge, type PkceChallenge } from './pkce-challenge.ts';
import { resendEmailChangeMail } from './email-change-resend.ts';
import { startFlowState } from './flow-state.repository.ts';
import { bodyOf, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import { inTransaction } from './transaction.ts';
import { findUserByEmail } from './user.repository.ts';

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * GoTrue's ResendConfirmationParams.Validate with phone sign-ins turned off: answers the address to
 * resend to, or refuses the request as GoTrue does.
 */
function resendRequest(body: Record<string, unknown>): {
  email: string;
  pkce: PkceChallenge | undefined;
} {
  const type = text(body.type);
  const email = text(body.email);
  const phone = text(body.phone);
  if (!RESEND_TYPES.includes(type))
    throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  const pkce = type === 'signup' || type === 'email_change' ? readPkceChallenge(body) : undefined;
  if (email === '' && type === 'signup')
    throw errors.validation('Type provided requires an email address');
  if (phone === '' && type === 'sms')
    throw errors.validation('Type provided requires a phone number');
  if (email !== '' && phone !== '')
    throw errors.validation('Only an email address or phone number should be provided.');
  if (phone !== '') throw errors.phoneDisabled('Phone logins are disabled');
  if (email === '') throw errors.validation('Missing email address or phone number');
  return { email: normaliseEmail(email), pkce };
}

/**
 * POST /resend, as GoTrue's Resend handler: a sign-up confirmation to an unconfirmed address, or the
 * links of a pending email change (`email` is the current address). An unknown address, a confirmed
 * one, or no pending change answers 200 {} and nothing is sent, so the answer never tells whether an
 * account exists. `phone_change` for an address has no pending phone change here: 200 {}. With a
 * code challenge (PKCE) the mailed link brings the site a code instead of a session.
 */
export function registerResend(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;
  app.post('/resend', async (request) => {
    const body = bodyOf(request);
    const { email, pkce } = resendRequest(body);
    const redirectTo = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );
    await deps.limits.signup(clientKey(request, settings.rateLimitHeader));
    return inTransaction(deps.pool, async (db) => {
      const user = await findUserByEmail(db, email);
      if (body.type === 'signup' && user && !user.email_confirmed_at) {
        if (pkce)
          await startFlowState(db, pkce, {
            userId: user.id,
            providerType: 'email/signup',
            authenticationMethod: 'email/signup',
          });
        await resendConfirmationMail(deps, db, { ...user, email }, redirectTo, pkce);
      }
      if (body.type === 'email_change' && user?.email_change) {
        if (pkce)
          await startFlowState(db, pkce, {
            userId: user.id,
            providerType: 'email_change',
            authenticationMethod: 'email_change',
          });
        await resendEmailChangeMail(deps, db, user, redirectTo, pkce);
      }
      return {};
    });
  });
}
