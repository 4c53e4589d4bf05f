// The data API calls of /profile/<username> as a visitor sees it, built by profile-mfe's own query
// builders (its `profile-mfe/queries` entry), so the bench asks exactly what a reader's browser asks.
import type { AppSupabaseClient } from '@likegripe/shared-core';
import { profilePageQuery, userPostsQuery } from 'profile-mfe/queries';

/**
 * A visitor's /profile/<username>: the page's one read of the header, counts, reputation, follow
 * state (the database calculates a missing reputation) and the Posts tab's newest posts; the tab
 * reads them itself, once the member's id is known, only from a database that does not answer them.
 */
export async function profilePage(client: AppSupabaseClient, username: string) {
  const page = await profilePageQuery(client, username);
  if (page.error) throw new Error(`profile page: ${page.error.message}`);
  const answer = page.data;
  if (!answer) throw new Error(`profile page: no member ${username}`);
  if (answer.posts) return answer.posts.length;
  const posts = await userPostsQuery(client, answer.profile.id);
  if (posts.error) throw new Error(`profile posts: ${posts.error.message}`);
  return posts.data.length;
}
