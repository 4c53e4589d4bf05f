// The data API calls of /profile/<username> as a visitor sees it, read from profile-mfe's source, so
// the bench asks what a reader's browser asks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';

function profileMfeSource(file: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../../../profile-mfe/src/api/${file}`, import.meta.url)),
    'utf8',
  );
}

interface ProfileSources {
  /** The function that reads the header, counts, reputation and follow state in one request. */
  pageFunction: string;
  /** Columns of the member's newest posts (the Posts tab, open by default). */
  postColumns: string;
  /** How many newest posts the tab lists. */
  activityLimit: number;
}

/**
 * The function, column list and limit profile-mfe's requests use. If profile-mfe asks differently
 * (other relations, filters or order), this throws rather than measuring something a browser does
 * not send.
 */
function profileSources(): ProfileSources {
  const page = profileMfeSource('profile-page.api.ts');
  const activity = profileMfeSource('activity.api.ts');
  const pageFunction = /\.rpc\('(\w+)', \{ _username: username \}\)/.exec(page)?.[1];
  const postColumns =
    /\.from\('posts'\)\s*\.select\('([^']+)'\)\s*\.eq\('user_id', userId\)\s*\.order\('created_at', \{ ascending: false \}\)\s*\.limit\(ACTIVITY_LIMIT\)/.exec(
      activity,
    )?.[1];
  const activityLimit = Number(/export const ACTIVITY_LIMIT = (\d+);/.exec(activity)?.[1]);
  if (!pageFunction || !postColumns || !activityLimit) {
    throw new Error(
      'profile-mfe/src/api/profile-page.api.ts or activity.api.ts no longer asks as profile-queries.ts expects',
    );
  }
  return { pageFunction, postColumns, activityLimit };
}
const PROFILE = profileSources();

/**
 * A visitor's /profile/<username>: the page's one read of the header, counts, reputation, follow
 * state (the database calculates a missing reputation) and the Posts tab's newest posts; the tab
 * reads them itself, once the member's id is known, only from a database that does not answer them.
 */
export async function profilePage(client: SupabaseClient, username: string) {
  const page = await client.rpc(PROFILE.pageFunction, { _username: username });
  if (page.error) throw new Error(`profile page: ${page.error.message}`);
  const answer = page.data as { profile: { id: string }; posts?: unknown[] } | null;
  const userId = answer?.profile.id;
  if (!userId) throw new Error(`profile page: no member ${username}`);
  if (answer.posts) return answer.posts.length;
  const posts = await client
    .from('posts')
    .select(PROFILE.postColumns)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(PROFILE.activityLimit);
  if (posts.error) throw new Error(`profile posts: ${posts.error.message}`);
  return posts.data.length;
}
