import type pg from 'pg';
import { passwordMatches } from './password.policy.ts';
import { findUserByEmail } from './user.repository.ts';
import type { UserWithIdentities } from './user.types.ts';

/**
 * The `app_metadata` key of an account whose password nobody can vouch for: whoever confirms the
 * address signs in with the link and is asked for a new password (and to check the username and
 * display name, which the first sign-up chose). Changing the password removes it.
 */
export const SIGNUP_CONTESTED = 'signup_contested';

type Queryable = pg.Pool | pg.PoolClient;

/**
 * Clears the password of an unconfirmed account and marks it contested. Only while unconfirmed:
 * a confirmed account belongs to whoever confirmed it.
 */
async function markContested(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users
        set encrypted_password = '',
            raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object($2::text, true),
            updated_at = now()
      where id = $1 and email_confirmed_at is null`,
    [userId, SIGNUP_CONTESTED],
  );
}

/**
 * A sign-up (with `password`) or a sign-in link request (no password) for an address that is
 * already signed up and unconfirmed. The owner of the mailbox cannot tell one confirmation mail
 * from another, so the password set first may be an abuser's, and so may one set later: unless
 * this is the same password again (or there is none to keep), the account is contested.
 * GoTrue keeps the first sign-up's password here; this stack does not.
 */
export async function contestRepeatedSignUp(
  db: Queryable,
  email: string,
  password: string | undefined,
): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (!existing || existing.email_confirmed_at) return;
  const kept = existing.encrypted_password ?? '';
  if (password === undefined ? kept === '' : await passwordMatches(password, kept)) return;
  await markContested(db, existing.id);
}

/**
 * A reset or sign-in link that confirms an address proves the mailbox, not the password set
 * before: that password (perhaps an abuser's) stops working and the owner chooses one.
 */
export async function contestPasswordConfirmedByLink(
  db: Queryable,
  user: Pick<UserWithIdentities, 'id' | 'email_confirmed_at' | 'encrypted_password'>,
): Promise<void> {
  if (user.email_confirmed_at || !user.encrypted_password) return;
  await markContested(db, user.id);
}

/** The `app_metadata` of an account whose owner has just chosen a password. */
export function settledAppMetadata(appMetadata: Record<string, unknown> | null) {
  const { [SIGNUP_CONTESTED]: _settled, ...rest } = appMetadata ?? {};
  return rest;
}
