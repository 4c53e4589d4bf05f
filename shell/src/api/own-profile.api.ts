import { getSupabase, profileWithFallback, type Profile } from '@likegripe/shared-core';

/** Spec §7 profiles: select all fields by id (single), for the header. */
export async function fetchOwnProfile(userId: string): Promise<Profile> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .select('*')
    .eq('id', userId)
    .maybeSingle();
  if (error) console.error('Could not load the profile', error);
  return profileWithFallback(userId, data as Partial<Profile> | null);
}

/** Signs out everywhere; on failure the local session is cleared anyway (spec §4). */
export async function signOut() {
  const auth = getSupabase().auth;
  const { error } = await auth.signOut();
  if (error) await auth.signOut({ scope: 'local' });
}
