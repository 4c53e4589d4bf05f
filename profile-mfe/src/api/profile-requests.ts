// The profile page's reads as supabase-js query builders, without the store: the RTK endpoints, the
// site's server and the bench (through the package's `profile-mfe/queries` entry) all send these,
// so what the bench measures is what a reader's browser asks.
import type { AppSupabaseClient } from '@likegripe/shared-core';

/** The client the requests go through: the browser's, or a server's or the bench's as a visitor. */
export type ProfileClient = Pick<AppSupabaseClient, 'from' | 'rpc'>;

/** Each activity tab lists the 10 newest items. */
export const ACTIVITY_LIMIT = 10;

/**
 * The member with this username, their counts, reputation, the viewer's follow state and their
 * newest posts, in one request: profile_page.
 */
export function profilePageQuery(client: ProfileClient, username: string) {
  return client.rpc('profile_page', { _username: username });
}

/**
 * The Posts tab's list, newest first: read on its own when profile_page did not answer it (an older
 * database) and whenever the tab refreshes.
 */
export function userPostsQuery(client: Pick<ProfileClient, 'from'>, userId: string) {
  return client
    .from('posts')
    .select('id, title, description, category, link_url, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(ACTIVITY_LIMIT);
}
