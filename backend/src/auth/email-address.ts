import { errors } from './auth-error.ts';

// GoTrue checks the form and length; the domain is not resolved locally.
const EMAIL_FORM = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw errors.validation('To signup, please provide your email');
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_FORM.test(email)) {
    throw errors.validation('Unable to validate email address: invalid format');
  }
  return email;
}
