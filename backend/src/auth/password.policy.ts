import bcrypt from 'bcryptjs';
import { errors } from './auth-error.ts';

/** The spec's minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;
/** GoTrue uses bcrypt's default cost. */
const BCRYPT_COST = 10;

export function assertStrongPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password.length === 0)
    throw errors.validation('Signup requires a valid password');
  if ([...password].length < MIN_PASSWORD_LENGTH) throw errors.weakPassword(MIN_PASSWORD_LENGTH);
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash).catch(() => false);
}
