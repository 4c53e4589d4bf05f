import { createHash, randomBytes } from 'node:crypto';
import type { AuthContext } from './auth.plugin.ts';
import { errors } from './auth-error.ts';

/** GoTrue mails a token hash: sha224 of email + one-time code, hex. The link carries it; the row stores it. */
export function newEmailToken(email: string): string {
  const otp = randomBytes(16).toString('hex');
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function verifyLink(
  deps: AuthContext,
  token: string,
  type: 'signup' | 'email_change',
  redirectTo: string,
): string {
  const url = new URL(`${deps.publicUrl()}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

const TEMPLATES = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    body: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    body: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
  },
} as const;

/** Sends GoTrue's default confirmation template (signup or email change) with a verify link. */
export async function sendConfirmationMail(
  deps: AuthContext,
  to: string,
  token: string,
  type: 'signup' | 'email_change',
  redirectTo: string,
): Promise<void> {
  await deps.limits.mail();
  const link = verifyLink(deps, token, type, redirectTo);
  const t = TEMPLATES[type];
  try {
    await deps.sendMail({
      to,
      subject: t.subject,
      html: `<h2>${t.heading}</h2>\n<p>${t.body}</p>\n<p><a href="${escapeHtml(link)}">${t.action}</a></p>\n`,
      text: `${t.heading}\n\n${t.body}\n${link}\n`,
    });
  } catch {
    throw errors.unexpected(
      type === 'signup' ? 'Error sending confirmation email' : 'Error sending email change email',
    );
  }
}
