import type pg from 'pg';
import type { AuthContext } from './auth.plugin.ts';
import { errors } from './auth-error.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import { updateUser } from './user.repository.ts';
import type { UserRow } from './user.types.ts';

/** Seconds still to wait before another mail may go out after one sent at `sentAt` (GoTrue's SMTP_MAX_FREQUENCY). */
export function assertMailInterval(deps: AuthContext, sentAt: Date | null): void {
  const wait = Math.ceil(
    ((sentAt?.getTime() ?? 0) + deps.settings.mailMinIntervalSeconds * 1000 - Date.now()) / 1000,
  );
  if (wait > 0) throw errors.mailTooSoon(wait);
}

/**
 * GoTrue's sendPasswordRecovery and sendMagicLink: both live in recovery_token (a magic link is a
 * recovery with another template), so a new one replaces the old one.
 */
export async function sendRecoveryMail(
  deps: AuthContext,
  db: pg.PoolClient,
  user: Pick<UserRow, 'id' | 'recovery_sent_at'> & { email: string },
  type: 'recovery' | 'magiclink',
  redirectTo: string,
): Promise<void> {
  assertMailInterval(deps, user.recovery_sent_at);
  const token = newEmailToken(deps, user.email);
  await updateUser(db, user.id, { recovery_token: token.tokenHash, recovery_sent_at: new Date() });
  await sendConfirmationMail(deps, user.email, token, type, redirectTo);
}
