import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { AuthError, errors } from './auth-error.ts';
import { bearerUser } from './bearer-user.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import { normaliseEmail } from './email-address.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from './password.policy.ts';
import { assertMetadataSize, mergeMetadata } from './user-metadata.policy.ts';
import { sessionIsRecent, useReauthenticationNonce } from './reauthentication-nonce.ts';
import { bodyOf, objectField, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import { inTransaction } from './transaction.ts';
import {
  findUserByEmail,
  updateEmailIdentity,
  updateUser,
  getUserById,
} from './user.repository.ts';
import { serializeUser } from './user.serializer.ts';
import { SIGNUP_CONTESTED, settledAppMetadata } from './signup-contest.ts';
import type { EmailOtp } from './email-otp.ts';

/** GET /user and PUT /user, answered as GoTrue does. */
export function registerUser(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;

  app.get('/user', async (request) => {
    const { user } = await bearerUser(request, deps.pool, deps.jwtKeys);
    return serializeUser(user);
  });

  app.put('/user', async (request) => {
    const { user, sessionId } = await bearerUser(request, deps.pool, deps.jwtKeys);
    const body = bodyOf(request);
    if (body.app_metadata !== undefined && body.app_metadata !== null)
      throw errors.appMetadataNotAdmin();
    const data = objectField(body, 'data');
    const redirectTo = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );

    return inTransaction(deps.pool, async (db) => {
      const changes: Record<string, unknown> = {};
      if (data) {
        const merged = mergeMetadata(user.raw_user_meta_data ?? {}, data);
        assertMetadataSize(merged, settings.userMetadataMaxBytes);
        changes.raw_user_meta_data = merged;
      }
      if (body.password !== undefined && body.password !== null) {
        assertStrongPassword(body.password, settings);
        if (user.is_anonymous && !body.email)
          throw new AuthError(
            422,
            'validation_failed',
            'Updating password of an anonymous user without an email or phone is not allowed',
          );
        if (
          settings.updatePasswordRequireReauthentication &&
          !(await sessionIsRecent(db, sessionId))
        ) {
          if (typeof body.nonce !== 'string' || body.nonce === '')
            throw errors.reauthenticationNeeded();
          await useReauthenticationNonce(deps, db, user, body.nonce);
        }
        if (await passwordMatches(body.password, user.encrypted_password))
          throw errors.samePassword();
        changes.encrypted_password = await hashPassword(body.password);
        if (user.raw_app_meta_data?.[SIGNUP_CONTESTED])
          changes.raw_app_meta_data = settledAppMetadata(user.raw_app_meta_data);
      }
      const mails: Array<{ to: string; token: EmailOtp }> = [];
      if (body.email !== undefined && body.email !== null) {
        const email = normaliseEmail(body.email);
        if (email !== user.email?.toLowerCase()) {
          const holder = await findUserByEmail(db, email);
          if (holder && holder.id !== user.id) throw errors.emailExists();
          if (settings.autoconfirm) {
            changes.email = email;
            await updateEmailIdentity(db, user.id, { email });
          } else {
            const tokenNew = newEmailToken(deps, email);
            mails.push({ to: email, token: tokenNew });
            // Secure change: a stolen access token alone cannot move the account, the current inbox must agree.
            const current = settings.secureEmailChange && user.email ? user.email : undefined;
            const tokenCurrent = current ? newEmailToken(deps, current) : undefined;
            if (current && tokenCurrent) mails.push({ to: current, token: tokenCurrent });
            Object.assign(changes, {
              email_change: email,
              email_change_token_new: tokenNew.tokenHash,
              email_change_token_current: tokenCurrent?.tokenHash ?? '',
              email_change_confirm_status: 0,
              email_change_sent_at: new Date(),
            });
          }
        }
      }
      await updateUser(db, user.id, changes);
      for (const mail of mails)
        await sendConfirmationMail(deps, mail.to, mail.token, 'email_change', redirectTo);
      return serializeUser(await getUserById(db, user.id));
    });
  });
}
