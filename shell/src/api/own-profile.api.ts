import { getSupabase, profileWithFallback, type Profile } from '@likegripe/shared-core';

/** The member's own profile: all fields by id (single), for the header. */
export async function fetchOwnProfile(userId: string): Promise<Profile> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .select('*')
    .eq('id', userId)
    .maybeSingle();
  if (error) console.error('Could not load the profile', error);
  return profileWithFallback(userId, data as Partial<Profile> | null);
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
