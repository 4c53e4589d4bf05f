import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, errors, MailTooSoonError } from '../auth-error.ts';
import { clientKey } from '../client-key.ts';
import { normaliseEmail } from '../email-address.ts';
import { signUpWithEmail } from '../email-signup.service.ts';
import { readPkceChallenge, type PkceChallenge } from '../pkce-challenge.ts';
import { prepareRecoveryMail, sendAfterAnswer } from '../recovery-mail.ts';
import { bodyOf, objectField, queryParam } from '../request-body.ts';
import { safeRedirect } from '../redirect-url.ts';
import { inTransaction } from '../transaction.ts';
import { assertMetadataSize } from '../user-metadata.policy.ts';
import { findUserByEmail, findUserIdByEmail } from '../user.repository.ts';
import type { Json } from '../user.types.ts';

const given = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * GoTrue's MagicLink: a confirmed address gets a sign-in link and code; an unknown or unconfirmed one
 * is signed up without a password (GoTrue sets a random one nobody knows), and its confirmation
 * mail is the link (with autoconfirm the
 * user is created confirmed and gets the sign-in mail). With a code challenge either link is a PKCE one.
 * Asked again within the mail interval, either answers 200 {} and sends nothing (GoTrue: 429, which
 * told a member who had just been mailed from an address never seen).
 */
async function magicLink(
  deps: AuthContext,
  request: FastifyRequest,
  email: string,
  data: Json,
  pkce: PkceChallenge | undefined,
): Promise<Record<string, never>> {
  const { settings } = deps;
  const redirectTo = safeRedirect(
    queryParam(request, 'redirect_to'),
    settings.siteUrl,
    settings.redirectAllowList,
  );
  assertMetadataSize(data, settings.userMetadataMaxBytes);
  await deps.limits.assertMailBudget();
  const existing = await findUserByEmail(deps.pool, email);
  if (!existing?.email_confirmed_at) {
    if (settings.disableSignup) throw errors.signupDisabled();
    try {
      await signUpWithEmail(deps, {
        email,
        data,
        redirectTo,
        client: { userAgent: request.headers['user-agent'], ip: request.ip },
        withSession: false,
        pkce,
      });
    } catch (error) {
      if (error instanceof MailTooSoonError) return {};
      throw error;
    }
    if (!settings.autoconfirm) return {};
  }
  const mail = await inTransaction(deps.pool, async (db) => {
    const id = await findUserIdByEmail(db, email);
    return id
      ? prepareRecoveryMail(deps, db, { id, email }, 'magiclink', redirectTo, pkce)
      : undefined;
  });
  sendAfterAnswer(deps, request.log, mail);
  return {};
}

/** POST /otp (signInWithOtp) and POST /magiclink, as GoTrue's Otp and MagicLink handlers. */
export function registerOtp(app: FastifyInstance, deps: AuthContext): void {
  app.post('/otp', async (request) => {
    await deps.limits.otp(clientKey(request, deps.settings.rateLimitHeader));
    const body = bodyOf(request);
    if (given(body.email) && given(body.phone))
      throw errors.validation('Only an email address or phone number should be provided');
    if (given(body.email) && given(body.channel))
      throw errors.validation('Channel should only be specified with Phone OTP');
    const pkce = readPkceChallenge(body);
    const data = objectField(body, 'data') ?? {};
    if (given(body.email)) {
      const email = normaliseEmail(body.email);
      // create_user defaults to true; only an explicit false keeps unknown addresses out.
      if (body.create_user === false && !(await findUserByEmail(deps.pool, email)))
        throw errors.otpDisabled();
      return magicLink(deps, request, email, data, pkce);
    }
    if (given(body.phone)) throw errors.phoneDisabled('Unsupported phone provider');
    throw errors.validation('One of email or phone must be set');
  });

  app.post('/magiclink', async (request) => {
    await deps.limits.otp(clientKey(request, deps.settings.rateLimitHeader));
    const body = bodyOf(request);
    if (!given(body.email))
      throw new AuthError(422, 'validation_failed', 'Password recovery requires an email');
    const email = normaliseEmail(body.email);
    const pkce = readPkceChallenge(body);
    return magicLink(deps, request, email, objectField(body, 'data') ?? {}, pkce);
  });
}
