import { randomUUID } from 'node:crypto';
import type { AuthContext } from './auth-context.ts';
import { errors } from './auth-error.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import { resendConfirmationMail } from './confirmation-resend.ts';
import { databaseErrorSavingUser } from './database-error.ts';
import { hashPassword } from './password.policy.ts';
import { startFlowState } from './flow-state.repository.ts';
import { withFlowPrefix, type PkceChallenge } from './pkce-challenge.ts';
import { issueSession, type SessionResponse } from './session.service.ts';
import { contestRepeatedSignUp } from './signup-contest.ts';
import { inTransaction } from './transaction.ts';
import { findUserByEmail, getUserById, insertEmailUser } from './user.repository.ts';
import { fakeUser, serializeUser, type SerializedUser } from './user.serializer.ts';
import type { Json } from './user.types.ts';

export interface EmailSignup {
  email: string;
  /** The password chosen at sign-up; none for a sign-in link, whose account has no password. */
  password?: string;
  data: Json;
  redirectTo: string;
  client: { userAgent?: string; ip?: string };
  /** Start a session when the address needs no confirmation (sign-up does, a magic link does not). */
  withSession: boolean;
  /** The PKCE flow's challenge: the confirmation link then brings an auth code, not a session. */
  pkce?: PkceChallenge;
}

/** GoTrue's Signup for an address: a new user, a fresh link for an unconfirmed one, or a fake user. */
export async function signUpWithEmail(
  deps: AuthContext,
  signup: EmailSignup,
): Promise<SessionResponse | SerializedUser> {
  const { settings } = deps;
  const { email, data, redirectTo, pkce } = signup;
  const flow = { providerType: 'email', authenticationMethod: 'email/signup' } as const;
  // On its own, before the mail: a repeated sign-up refused as too soon still contests the account,
  // since the mail already in the inbox looks like the answer to it.
  if (!settings.autoconfirm) await contestRepeatedSignUp(deps.pool, email, signup.password);
  const passwordHash = signup.password ? await hashPassword(signup.password) : '';
  return databaseErrorSavingUser(() =>
    inTransaction(deps.pool, async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing?.email_confirmed_at) {
        if (settings.autoconfirm) throw errors.userExists();
        return fakeUser(email, data, randomUUID());
      }
      if (existing && settings.autoconfirm) throw errors.userExists();
      if (existing) {
        // The claimed identity is not proven, so the metadata stays the first sign-up's (the password
        // too, unless the sign-up contested it); only the confirmation mail goes out again.
        if (pkce) await startFlowState(db, pkce, { ...flow, userId: existing.id });
        await resendConfirmationMail(deps, db, { ...existing, email }, redirectTo, pkce);
        return serializeUser(await getUserById(db, existing.id));
      }

      const id = randomUUID();
      const metadata = { ...data, sub: id, email, email_verified: false, phone_verified: false };
      const token = settings.autoconfirm
        ? undefined
        : withFlowPrefix(newEmailToken(deps, email), pkce);
      await insertEmailUser(db, {
        id,
        email,
        passwordHash,
        metadata,
        confirmedAt: settings.autoconfirm ? new Date() : null,
        confirmationToken: token?.tokenHash ?? '',
      });
      const user = await getUserById(db, id);
      if (!token) {
        return signup.withSession
          ? issueSession(deps, db, user, 'password', signup.client)
          : serializeUser(user);
      }
      if (pkce) await startFlowState(db, pkce, { ...flow, userId: id });
      await sendConfirmationMail(deps, email, token, 'signup', redirectTo);
      return serializeUser(user);
    }),
  );
}
