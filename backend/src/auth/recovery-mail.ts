import type pg from 'pg';
import type { AuthContext } from './auth.plugin.ts';
import { errors } from './auth-error.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import { startFlowState } from './flow-state.repository.ts';
import { withFlowPrefix, type PkceChallenge } from './pkce-challenge.ts';
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
 * recovery with another template), so a new one replaces the old one. With a code challenge the
 * flow state is saved and the link is a PKCE one.
 */
export async function sendRecoveryMail(
  deps: AuthContext,
  db: pg.PoolClient,
  user: Pick<UserRow, 'id' | 'recovery_sent_at'> & { email: string },
  type: 'recovery' | 'magiclink',
  redirectTo: string,
  pkce?: PkceChallenge,
): Promise<void> {
  if (pkce)
    await startFlowState(db, pkce, {
      userId: user.id,
      providerType: type,
      authenticationMethod: type,
    });
  assertMailInterval(deps, user.recovery_sent_at);
  const token = withFlowPrefix(newEmailToken(deps, user.email), pkce);
  await updateUser(db, user.id, { recovery_token: token.tokenHash, recovery_sent_at: new Date() });
  await sendConfirmationMail(deps, user.email, token, type, redirectTo);
}
