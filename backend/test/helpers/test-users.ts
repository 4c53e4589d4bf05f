import { randomBytes } from 'node:crypto';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { anonClient } from './supabase-clients.ts';
import { confirmationLink, waitForMail } from './mail-inbox.ts';
import type { TestStack } from './test-stack.ts';

export interface TestUser {
  email: string;
  password: string;
  user: User;
  session: Session;
  /** A client signed in as this user. */
  client: SupabaseClient;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

/** A username that passes the username rule and is unique enough for one test run. */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/**
 * Signs a user up through the real flow (signup → confirmation mail → link), then signs in.
 * `data` becomes the user's metadata (`{ username, display_name }` for the profile trigger; a unique username by default).
 */
export async function createConfirmedUser(
  stack: TestStack,
  opts: { email?: string; password?: string; data?: Record<string, unknown> } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct-horse-battery';
  const client = anonClient(stack);
  const signUp = await client.auth.signUp({
    email,
    password,
    options: { data: opts.data ?? { username: uniqueUsername(), display_name: 'Test User' } },
  });
  if (signUp.error) throw signUp.error;
  const link = confirmationLink(await waitForMail(stack, email));
  const verify = await fetch(link, { redirect: 'manual' });
  if (verify.status !== 303) throw new Error(`Confirmation link answered ${verify.status}`);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { email, password, user: signIn.data.user, session: signIn.data.session, client };
}

/** The password `signUpMember` gives every member (not in the common-password list sign-up refuses). */
export const MEMBER_PASSWORD = 'member-passphrase';

/** A member of a stack started with `autoconfirm`: its id and a client signed in as it. */
export interface Member {
  id: string;
  client: SupabaseClient;
}

/** Signs a member up on an `autoconfirm` stack (no mail), as `<username>@example.test`. */
export async function signUpMember(
  stack: TestStack,
  username: string,
  displayName = `${username} display`,
): Promise<Member> {
  const client = anonClient(stack);
  const { data, error } = await client.auth.signUp({
    email: `${username}@example.test`,
    password: MEMBER_PASSWORD,
    options: { data: { username, display_name: displayName } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error(`no session for ${username}`);
  return { id: data.user.id, client };
}
