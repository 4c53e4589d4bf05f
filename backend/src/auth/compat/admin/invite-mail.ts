import type pg from 'pg';
import type { AuthContext } from '../../auth-context.ts';
import { errors } from '../../auth-error.ts';
import { newEmailToken } from '../../confirmation-mail.ts';
import { updateUser } from '../../user.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The link a mail (or generateLink) hands out: GET /verify with the stored token hash. */
export function verifyLink(
  deps: Pick<AuthContext, 'publicUrl'>,
  tokenHash: string,
  type: string,
  redirectTo: string,
): string {
  const url = new URL(`${deps.publicUrl()}/auth/v1/verify`);
  url.searchParams.set('token', tokenHash);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/**
 * GoTrue's sendInvite: a fresh confirmation token, `invited_at` and `confirmation_sent_at`, and the
 * invite mail (GoTrue's default template, plus the code as this stack's other mails have it). No
 * per-address interval, only the service-wide mail limit, as in GoTrue.
 */
export async function sendInviteMail(
  deps: AuthContext,
  db: pg.PoolClient,
  user: { id: string; email: string },
  redirectTo: string,
): Promise<void> {
  const token = newEmailToken(deps, user.email);
  const now = new Date();
  await updateUser(db, user.id, {
    confirmation_token: token.tokenHash,
    confirmation_sent_at: now,
    invited_at: now,
  });
  await deps.limits.mail();
  const link = verifyLink(deps, token.tokenHash, 'invite', redirectTo);
  const heading = "You've been invited";
  const body = "You've been invited to create an account. Follow the link below to accept.";
  try {
    await deps.sendMail({
      to: user.email,
      subject: heading,
      html:
        `<h2>${heading}</h2>\n<p>${body}</p>\n` +
        `<p><a href="${escapeHtml(link)}">Accept invitation</a></p>\n` +
        `<p>Code: <strong>${token.otp}</strong></p>\n`,
      text: `${heading}\n\n${body}\n${link}\nCode: ${token.otp}\n`,
    });
  } catch {
    throw errors.unexpected('Error sending invite email');
  }
}
