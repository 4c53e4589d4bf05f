import { getSupabase, profileWithFallback, type Profile } from '@likegripe/shared-core';

/** What the header needs about the signed-in member. */
export interface OwnAccount {
  profile: Profile;
  /** Whether they moderate: their row in `moderators`, which only they may read. */
  isModerator: boolean;
}

/** The member's own profile (all fields, by id) and whether they moderate, in one request. */
export async function fetchOwnAccount(userId: string): Promise<OwnAccount> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .select('*, moderators(user_id)')
    .eq('id', userId)
    .maybeSingle();
  if (error) console.error('Could not load the profile', error);
  if (!data) return { profile: profileWithFallback(userId, null), isModerator: false };
  const { moderators, ...row } = data;
  return { profile: profileWithFallback(userId, row), isModerator: moderators !== null };
}

// supabase-js keeps its session under `sb-<project>-auth-token` (and a PKCE verifier beside it).
const STORED_SESSION_KEY = /^sb-.+-auth-token(-code-verifier)?$/;

function forgetStoredSession() {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) if (key && STORED_SESSION_KEY.test(key)) localStorage.removeItem(key);
}

/**
 * Signs out everywhere (scope global). supabase-js keeps the session when the server call
 * fails, but the spec clears the local session and user anyway: returns false when that had to be
 * done here, so the caller updates the session state itself (no SIGNED_OUT event comes then).
 */
export async function signOut(): Promise<boolean> {
  const auth = getSupabase().auth;
  const { error } = await auth.signOut();
  if (!error) return true;
  console.warn('Sign-out failed on the server; clearing the local session', error);
  const local = await auth.signOut({ scope: 'local' });
  if (!local.error) return true;
  forgetStoredSession();
  return false;
}
