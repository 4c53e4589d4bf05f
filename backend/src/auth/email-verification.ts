import type pg from 'pg';
import { AuthError, errors } from './auth-error.ts';
import {
  emailChangeTokens,
  findUserByToken,
  updateEmailIdentity,
  updateUser,
} from './user.repository.ts';
import type { UserWithIdentities } from './user.types.ts';
import { contestPasswordConfirmedByLink } from './signup-contest.ts';

/** The e-mail verification types GoTrue's /verify accepts. */
export const EMAIL_VERIFY_TYPES = [
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email',
  'email_change',
] as const;
export type EmailVerifyType = (typeof EMAIL_VERIFY_TYPES)[number];

export const isEmailVerifyType = (type: unknown): type is EmailVerifyType =>
  EMAIL_VERIFY_TYPES.includes(type as EmailVerifyType);

/** What following a link or entering a code did. */
export type VerifyOutcome =
  | { kind: 'signed_in'; userId: string; type: EmailVerifyType }
  | { kind: 'first_of_two' }
  | { kind: 'email_changed'; userId: string };

export type TokenColumn =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

const expired = (sentAt: Date | null, lifetimeSeconds: number) =>
  !sentAt || Date.now() - sentAt.getTime() > lifetimeSeconds * 1000;

/** The columns a type's token may be in, in GoTrue's order ('email' tries the sign-up one first). */
export const COLUMNS: Record<EmailVerifyType, TokenColumn[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

const sentAtOf = (user: UserWithIdentities, column: TokenColumn) =>
  column === 'confirmation_token'
    ? user.confirmation_sent_at
    : column === 'recovery_token'
      ? user.recovery_sent_at
      : user.email_change_sent_at;

/** GoTrue's Confirm: the address is proven; its identity says so too. */
async function confirmEmail(db: pg.PoolClient, user: UserWithIdentities): Promise<void> {
  await updateUser(db, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? new Date(),
    confirmation_token: '',
    raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
  });
  await updateEmailIdentity(db, user.id, { email_verified: true });
}

async function changeEmail(
  db: pg.PoolClient,
  user: UserWithIdentities,
  column: TokenColumn,
): Promise<VerifyOutcome> {
  const pending = await emailChangeTokens(db, user.id);
  const other =
    column === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
  // A secure change waits for the link sent to the other address too (GoTrue's singleConfirmation).
  if (pending[other]) {
    await updateUser(db, user.id, { [column]: '', email_change_confirm_status: 1 });
    return { kind: 'first_of_two' };
  }
  await updateUser(db, user.id, {
    email: user.email_change,
    email_change: '',
    email_change_token_new: '',
    email_change_token_current: '',
    email_change_confirm_status: 0,
    is_anonymous: false,
  });
  await updateEmailIdentity(db, user.id, { email: user.email_change, email_verified: true });
  return { kind: 'email_changed', userId: user.id };
}

async function findByToken(
  db: pg.PoolClient,
  type: EmailVerifyType,
  candidates: readonly string[],
): Promise<{ user: UserWithIdentities; column: TokenColumn } | undefined> {
  for (const column of COLUMNS[type]) {
    for (const candidate of candidates) {
      const user = await findUserByToken(db, column, candidate);
      if (user) return { user, column };
    }
  }
  return undefined;
}

/**
 * GoTrue's verifyTokenHash and the handler of each type, in the caller's transaction: finds the user
 * whose live token is `tokenHash` (or one of them: a typed code matches its PKCE form too), uses the
 * token up and confirms the address. `invalid` is the error for an unknown or expired token (it
 * differs between a link and a typed code).
 */
export async function verifyEmailToken(
  db: pg.PoolClient,
  type: EmailVerifyType,
  tokenHash: string | readonly string[],
  lifetimeSeconds: number,
  invalid: AuthError = errors.otpExpired(),
): Promise<VerifyOutcome> {
  const found = await findByToken(
    db,
    type,
    typeof tokenHash === 'string' ? [tokenHash] : tokenHash,
  );
  if (!found) throw invalid;
  const { user, column } = found;
  if (user.banned_until && user.banned_until > new Date())
    throw new AuthError(403, 'user_banned', 'User is banned');
  if (expired(sentAtOf(user, column), lifetimeSeconds)) throw invalid;
  if (type === 'email_change') {
    if (!user.email_change) throw invalid;
    return changeEmail(db, user, column);
  }
  if (column === 'recovery_token') {
    await updateUser(db, user.id, { recovery_token: '' });
    await contestPasswordConfirmedByLink(db, user);
  }
  await confirmEmail(db, user);
  const resolved: EmailVerifyType =
    type === 'email' ? (column === 'recovery_token' ? 'magiclink' : 'signup') : type;
  return { kind: 'signed_in', userId: user.id, type: resolved };
}
