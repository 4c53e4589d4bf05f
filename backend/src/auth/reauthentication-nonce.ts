import type pg from 'pg';
import type { AuthContext } from './auth-context.ts';
import { errors } from './auth-error.ts';
import { emailTokenHash } from './email-otp.ts';
import type { UserWithIdentities } from './user.types.ts';

type Queryable = pg.Pool | pg.PoolClient;

/** A user's stored reauthentication nonce (its hash) and when it was mailed; locks the user's row. */
export async function pendingNonce(
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
