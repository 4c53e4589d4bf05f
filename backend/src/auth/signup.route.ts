import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './auth.plugin.ts';
import { errors } from './auth-error.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import { resendConfirmationMail } from './confirmation-resend.ts';
import { databaseErrorSavingUser } from './database-error.ts';
import { normaliseEmail } from './email-address.ts';
import { assertStrongPassword, hashPassword } from './password.policy.ts';
import { assertMetadataSize } from './user-metadata.policy.ts';
import { bodyOf, objectField, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import { issueSession } from './session.service.ts';
import { inTransaction } from './transaction.ts';
import { findUserByEmail, insertEmailUser, getUserById } from './user.repository.ts';
import { fakeUser, serializeUser } from './user.serializer.ts';

/** POST /signup, as GoTrue's Signup handler. */
export function registerSignup(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;

  app.post('/signup', async (request) => {
    const body = bodyOf(request);
    const email = normaliseEmail(body.email);
    assertStrongPassword(body.password, settings.passwordMinLength);
    const data = objectField(body, 'data') ?? {};
    assertMetadataSize(data, settings.userMetadataMaxBytes);
    const redirectTo = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );
    await deps.limits.signup(request.ip);

    const passwordHash = await hashPassword(body.password);
    const client = { userAgent: request.headers['user-agent'], ip: request.ip };
    return databaseErrorSavingUser(() =>
      inTransaction(deps.pool, async (db) => {
        const existing = await findUserByEmail(db, email);
        if (existing?.email_confirmed_at) {
          if (settings.autoconfirm) throw errors.userExists();
          return fakeUser(email, data, randomUUID());
        }
        if (existing && settings.autoconfirm) throw errors.userExists();
        if (existing) {
          // As GoTrue: the claimed identity is not proven, so the password and metadata stay the first
          // sign-up's; only the confirmation mail goes out again, with a fresh link.
          await resendConfirmationMail(deps, db, { ...existing, email }, redirectTo);
          return serializeUser(await getUserById(db, existing.id));
        }

        const id = randomUUID();
        const metadata = { ...data, sub: id, email, email_verified: false, phone_verified: false };
        const token = settings.autoconfirm ? '' : newEmailToken(email);
        await insertEmailUser(db, {
          id,
          email,
          passwordHash,
          metadata,
          confirmedAt: settings.autoconfirm ? new Date() : null,
          confirmationToken: token,
        });
        const user = await getUserById(db, id);
        if (settings.autoconfirm) return issueSession(deps, db, user, 'password', client);
        await sendConfirmationMail(deps, email, token, 'signup', redirectTo);
        return serializeUser(user);
      }),
    );
  });
}
