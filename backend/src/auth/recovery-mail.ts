import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AuthContext } from './auth-context.ts';
import { errors } from './auth-error.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import type { EmailOtp } from './email-otp.ts';
import { startFlowState } from './flow-state.repository.ts';
import { withFlowPrefix, type PkceChallenge } from './pkce-challenge.ts';
import { updateUser } from './user.repository.ts';

/** Seconds still to wait before another mail may go out after one sent at `sentAt` (GoTrue's SMTP_MAX_FREQUENCY). */
export function assertMailInterval(deps: AuthContext, sentAt: Date | null): void {
  const wait = Math.ceil(
    ((sentAt?.getTime() ?? 0) + deps.settings.mailMinIntervalSeconds * 1000 - Date.now()) / 1000,
  );
  if (wait > 0) throw errors.mailTooSoon(wait);
}

/** A recovery or magic-link mail whose token is saved, to be sent once the transaction is committed. */
export interface RecoveryMail {
  to: string;
  token: EmailOtp;
  type: 'recovery' | 'magiclink';
  redirectTo: string;
}

/**
 * Takes the address's mail slot if the last recovery or magic-link mail is older than the interval,
 * in one statement: of concurrent requests only one gets it (the others wait for its row lock, then
 * see its time).
 */
async function claimMailSlot(
  deps: AuthContext,
  db: pg.PoolClient,
  userId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update auth.users set recovery_sent_at = clock_timestamp()
      where id = $1
        and (recovery_sent_at is null
             or recovery_sent_at <= clock_timestamp() - make_interval(secs => $2))`,
    [userId, deps.settings.mailMinIntervalSeconds],
  );
  return rowCount === 1;
}

/**
 * GoTrue's sendPasswordRecovery and sendMagicLink, without the answer telling anything: both live in
 * recovery_token (a magic link is a recovery with another template), so a new one replaces the old
 * one. Within the mail interval nothing changes and nothing is to be sent (undefined), and the caller
 * answers as for an unknown address, where GoTrue answers 429. With a code challenge the flow state
 * is saved and the link is a PKCE one.
 */
export async function prepareRecoveryMail(
  deps: AuthContext,
  db: pg.PoolClient,
  user: { id: string; email: string },
  type: RecoveryMail['type'],
  redirectTo: string,
  pkce?: PkceChallenge,
): Promise<RecoveryMail | undefined> {
  if (!(await claimMailSlot(deps, db, user.id))) return undefined;
  if (pkce)
    await startFlowState(db, pkce, {
      userId: user.id,
      providerType: type,
      authenticationMethod: type,
    });
  const token = withFlowPrefix(newEmailToken(deps, user.email), pkce);
  await updateUser(db, user.id, { recovery_token: token.tokenHash });
  return { to: user.email, token, type, redirectTo };
}

/**
 * Sends a prepared mail without the answer waiting for it, so a member's answer costs no mail
 * delivery more than an unknown address's; a failure is logged (GoTrue answers it with a 500).
 */
export function sendAfterAnswer(
  deps: AuthContext,
  log: FastifyBaseLogger,
  mail: RecoveryMail | undefined,
): void {
  if (!mail) return;
  sendConfirmationMail(deps, mail.to, mail.token, mail.type, mail.redirectTo).catch(
    (error: unknown) => log.error({ err: error }, `${mail.type} mail not sent`),
  );
}
