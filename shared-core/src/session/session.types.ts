/** The part of the auth user the site needs. */
export interface SessionUser {
  id: string;
  email: string | null;
  /**
   * The address was signed up more than once with different passwords before it was confirmed, so
   * no password opens the account: the member must choose one (and check the username and display
   * name the first sign-up chose) before using the site.
   */
  signUpContested?: boolean;
}

/** Where a member whose sign-up was contested chooses a password, username and display name. */
export const FINISH_SIGN_UP_PATH = '/auth/finish';

/** A member's public profile. */
export interface Profile {
  id: string;
  username: string;
  display_name: string;
  bio: string | null;
  avatar_url: string | null;
  created_at: string;
}

/** The fallbacks shown when a profile row is missing. */
export const PROFILE_FALLBACK = { username: 'unknown', display_name: 'Unknown User' } as const;

export function profileWithFallback(id: string, row: Partial<Profile> | null): Profile {
  return {
    id,
    username: row?.username ?? PROFILE_FALLBACK.username,
    display_name: row?.display_name ?? PROFILE_FALLBACK.display_name,
    bio: row?.bio ?? null,
    avatar_url: row?.avatar_url ?? null,
    created_at: row?.created_at ?? new Date(0).toISOString(),
  };
}
