import type pg from 'pg';
import type { AuthContext } from './auth-context.ts';
import { newEmailToken, sendConfirmationMail } from './confirmation-mail.ts';
import type { EmailOtp } from './email-otp.ts';
import { withFlowPrefix, type PkceChallenge } from './pkce-challenge.ts';
import { assertMailInterval } from './recovery-mail.ts';
import { updateUser } from './user.repository.ts';
import type { UserRow } from './user.types.ts';

/**
 * GoTrue's sendEmailChange for /resend: fresh links for the pending change (to the new address, and
 * to the current one when the change is secure), no sooner than the mail interval after the last
 * ones; the older links stop working and both must be followed again. With `pkce` (its flow state
 * saved by the caller) the links are PKCE ones.
 */
export async function resendEmailChangeMail(
  deps: AuthContext,
  db: pg.PoolClient,
  user: Pick<UserRow, 'id' | 'email' | 'email_change' | 'email_change_sent_at'>,
  redirectTo: string,
  pkce?: PkceChallenge,
): Promise<void> {
  assertMailInterval(deps, user.email_change_sent_at);
  const newEmail = user.email_change ?? '';
  const tokenNew = withFlowPrefix(newEmailToken(deps, newEmail), pkce);
  const current = deps.settings.secureEmailChange && user.email ? user.email : undefined;
  const tokenCurrent = current ? withFlowPrefix(newEmailToken(deps, current), pkce) : undefined;
  await updateUser(db, user.id, {
    email_change_token_new: tokenNew.tokenHash,
    email_change_token_current: tokenCurrent?.tokenHash ?? '',
    email_change_confirm_status: 0,
    email_change_sent_at: new Date(),
  });
  const mails: Array<{ to: string; token: EmailOtp }> = [{ to: newEmail, token: tokenNew }];
  if (current && tokenCurrent) mails.push({ to: current, token: tokenCurrent });
  for (const mail of mails)
    await sendConfirmationMail(deps, mail.to, mail.token, 'email_change', redirectTo);
}
