// The data API calls of /post/<id> as a visitor sees it, built by post-mfe's own query builders (its
// `post-mfe/queries` entry), so the bench asks exactly what a reader's browser asks.
import type { AppSupabaseClient } from '@likegripe/shared-core';
import { postPageQuery, sectionCommentsQuery } from 'post-mfe/queries';

/** A visitor's first load of /post/<id>: the post and its comment summary, one request. */
export async function postPage(client: AppSupabaseClient, postId: string) {
  const page = await postPageQuery(client, postId);
  if (page.error) throw new Error(`post page: ${page.error.message}`);
  if (!page.data.post) throw new Error(`post page: no post ${postId}`);
  return 1;
}

/**
 * Opening the post's Likes section: its first page of written likes, newest first, a request of its
 * own after the page has shown.
 */
export async function postLikesSection(client: AppSupabaseClient, postId: string) {
  const likes = await sectionCommentsQuery(client, postId, 'like', 0);
  if (likes.error) throw new Error(`post likes: ${likes.error.message}`);
  return likes.data.length;
}
