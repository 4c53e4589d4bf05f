import type pg from 'pg';
import type { AuthContext } from './auth-context.ts';
import { errors } from './auth-error.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import { withFlowPrefix, type PkceChallenge } from './pkce-challenge.ts';
import { updateUser } from './user.repository.ts';
import type { UserRow } from './user.types.ts';

/**
 * Sends an unconfirmed address a fresh confirmation link, as GoTrue does for a repeated sign-up and
 * for /resend: no sooner than the mail interval after the last one (429
 * over_email_send_rate_limit), and the older link stops working. With `pkce` (its flow state saved
 * by the caller) the link is a PKCE one.
 */
export async function resendConfirmationMail(
  deps: AuthContext,
  db: pg.PoolClient,
  user: Pick<UserRow, 'id' | 'confirmation_sent_at'> & { email: string },
  redirectTo: string,
  pkce?: PkceChallenge,
): Promise<void> {
  const sentAt = user.confirmation_sent_at?.getTime() ?? 0;
  const wait = Math.ceil(
    (sentAt + deps.settings.mailMinIntervalSeconds * 1000 - Date.now()) / 1000,
  );
  if (wait > 0) throw errors.mailTooSoon(wait);
  const token = withFlowPrefix(newEmailToken(deps, user.email), pkce);
  await updateUser(db, user.id, {
    confirmation_token: token.tokenHash,
    confirmation_sent_at: new Date(),
  });
  await sendConfirmationMail(deps, user.email, token, 'signup', redirectTo);
}
