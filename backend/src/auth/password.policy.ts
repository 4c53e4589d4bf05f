import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { AuthSettings } from './auth-settings.ts';
import { errors } from './auth-error.ts';
import { isCommonPassword, isOneRepeatedCharacter } from './common-passwords.ts';

/** GoTrue uses bcrypt's default cost. */
const BCRYPT_COST = 10;
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncating them. */
export const MAX_PASSWORD_BYTES = 72;
const PWNED_MESSAGE =
  'Password is known to be weak and easy to guess, please choose a different one.';

export interface PasswordWeakness {
  message: string;
  reasons: string[];
}

/** The settings a new password is held to. */
export type PasswordRules = Pick<AuthSettings, 'passwordMinLength' | 'passwordHibpEnabled'>;

/**
 * GoTrue's checkPasswordStrength minus the byte limit: why a password is weak, or undefined. Its
 * HaveIBeenPwned check (GOTRUE_PASSWORD_HIBP_ENABLED) is, here, the list of common passwords.
 */
export function passwordWeakness(
  password: string,
  rules: PasswordRules,
): PasswordWeakness | undefined {
  const messages: string[] = [];
  const reasons: string[] = [];
  if ([...password].length < rules.passwordMinLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.passwordMinLength} characters.`);
  }
  if (
    rules.passwordHibpEnabled &&
    (isOneRepeatedCharacter(password) || isCommonPassword(password))
  ) {
    reasons.push('pwned');
    messages.push(PWNED_MESSAGE);
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined;
}

/** For a new password (sign-up, password change): too long is 400, weak is 422 weak_password. */
export function assertStrongPassword(
  password: unknown,
  rules: PasswordRules,
): asserts password is string {
  if (typeof password !== 'string' || password.length === 0)
    throw errors.validation('Signup requires a valid password');
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  const weakness = passwordWeakness(password, rules);
  if (weakness) throw errors.weakPassword(weakness.message, weakness.reasons);
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

let comparisons = 0;
/** How many bcrypt comparisons ran in this process; lets tests check that every sign-in pays for one. */
export const bcryptComparisons = (): number => comparisons;

let dummyHash: Promise<string> | undefined;
/** A hash of a random secret, compared when there is no real one, so unknown addresses cost one bcrypt too. */
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Computes the dummy hash ahead, so the first unknown address does not pay for two bcrypt runs. */
export async function prepareDummyHash(): Promise<void> {
  await dummy();
}

/** Always runs exactly one bcrypt comparison, against `hash` or, when there is none, a dummy. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const target = hash || (await dummy());
  comparisons += 1;
  const matches = await bcrypt.compare(password, target).catch(() => false);
  return matches && Boolean(hash);
}
