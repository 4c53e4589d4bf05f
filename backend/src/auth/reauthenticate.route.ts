import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AuthContext } from './auth.plugin.ts';
import { AuthError, errors } from './auth-error.ts';
import { bearerUser } from './bearer-user.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import { emailTokenHash } from './email-otp.ts';
import { assertMailInterval } from './recovery-mail.ts';
import { inTransaction } from './transaction.ts';
import type { UserWithIdentities } from './user.types.ts';

type Queryable = pg.Pool | pg.PoolClient;

async function pendingNonce(
  db: Queryable,
  userId: string,
): Promise<{ token: string; sentAt: Date | null }> {
  const { rows } = await db.query<{
    reauthentication_token: string | null;
    reauthentication_sent_at: Date | null;
  }>(
    'select reauthentication_token, reauthentication_sent_at from auth.users where id = $1 for update',
    [userId],
  );
  return {
    token: rows[0]?.reauthentication_token ?? '',
    sentAt: rows[0]?.reauthentication_sent_at ?? null,
  };
}

/** GoTrue asks for a nonce only when the session is older than a day (or the token names none). */
export async function sessionIsRecent(
  db: Queryable,
  sessionId: string | undefined,
): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await db.query<{ recent: boolean }>(
    "select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1",
    [sessionId],
  );
  return rows[0]?.recent === true;
}

/**
 * GoTrue's verifyReauthentication: the mailed code must match the live one, which is then used up
 * (one nonce, one password change).
 */
export async function useReauthenticationNonce(
  deps: AuthContext,
  db: pg.PoolClient,
  user: UserWithIdentities,
  nonce: string,
): Promise<void> {
  const pending = await pendingNonce(db, user.id);
  const lifetimeMs = deps.settings.mailerOtpExpSeconds * 1000;
  const live =
    pending.token !== '' &&
    pending.sentAt !== null &&
    Date.now() - pending.sentAt.getTime() <= lifetimeMs;
  if (!live || !user.email || emailTokenHash(user.email, nonce) !== pending.token)
    throw errors.reauthenticationNotValid();
  await db.query(
    "update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1",
    [user.id],
  );
}

/** GET /reauthenticate: mails the signed-in user a code to put in updateUser's `nonce`. */
export function registerReauthenticate(app: FastifyInstance, deps: AuthContext): void {
  app.get('/reauthenticate', async (request) => {
    const { user } = await bearerUser(request, deps.pool, deps.jwtKeys);
    const email = user.email;
    if (!email)
      throw errors.validation(
        'Reauthentication requires the user to have an email or a phone number',
      );
    if (!user.email_confirmed_at)
      throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    await inTransaction(deps.pool, async (db) => {
      const pending = await pendingNonce(db, user.id);
      assertMailInterval(deps, pending.sentAt);
      const token = newEmailToken(deps, email);
      await db.query(
        'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
        [user.id, token.tokenHash],
      );
      await sendConfirmationMail(deps, email, token, 'reauthentication', '');
    });
    return {};
  });
}
