import type { AuthContext } from './auth-context.ts';
import { errors } from './auth-error.ts';
import { newEmailOtp, type EmailOtp } from './email-otp.ts';

/** A fresh code for `email` with the configured number of digits. */
export function newEmailToken(deps: Pick<AuthContext, 'settings'>, email: string): EmailOtp {
  return newEmailOtp(email, deps.settings.mailerOtpLength);
}

export type MailType = 'signup' | 'email_change' | 'recovery' | 'magiclink' | 'reauthentication';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function verifyLink(deps: AuthContext, token: string, type: MailType, redirectTo: string): string {
  const url = new URL(`${deps.publicUrl()}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/** GoTrue's default templates; `action` is the link text, absent for a code-only mail. */
const TEMPLATES: Record<
  MailType,
  { subject: string; heading: string; body: string; action?: string; failure: string }
> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    body: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
    failure: 'Error sending confirmation email',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    body: 'Follow this link to confirm the update of your email:',
    action: 'Change Email',
    failure: 'Error sending email change email',
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    body: 'We received a request to reset your password. Follow the link below to choose a new one.',
    action: 'Reset password',
    failure: 'Error sending recovery email',
  },
  magiclink: {
    subject: 'Your sign-in link',
    heading: 'Your sign-in link',
    body: 'Follow the link below to sign in. This link expires shortly and can only be used once.',
    action: 'Sign in',
    failure: 'Error sending magic link email',
  },
  reauthentication: {
    subject: 'Your verification code',
    heading: 'Your verification code',
    body: 'Use the code below to verify your identity. It expires shortly.',
    failure: 'Error sending reauthentication email',
  },
};

/** Sends GoTrue's default template of `type`: the verify link (when it has one) and the one-time code. */
export async function sendConfirmationMail(
  deps: AuthContext,
  to: string,
  token: EmailOtp,
  type: MailType,
  redirectTo: string,
): Promise<void> {
  await deps.limits.mail();
  const t = TEMPLATES[type];
  const link = t.action ? verifyLink(deps, token.tokenHash, type, redirectTo) : undefined;
  const htmlLink = link ? `<p><a href="${escapeHtml(link)}">${t.action}</a></p>\n` : '';
  const subject =
    type === 'reauthentication' ? `${token.otp} is your verification code` : t.subject;
  try {
    await deps.sendMail({
      to,
      subject,
      html: `<h2>${t.heading}</h2>\n<p>${t.body}</p>\n${htmlLink}<p>Code: <strong>${token.otp}</strong></p>\n`,
      text: `${t.heading}\n\n${t.body}\n${link ? `${link}\n` : ''}Code: ${token.otp}\n`,
    });
  } catch {
    throw errors.unexpected(t.failure);
  }
}
