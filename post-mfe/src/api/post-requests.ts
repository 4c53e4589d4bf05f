// The post page's reads as supabase-js query builders, without the store: the RTK endpoints, the
// site's server and the bench (through the package's `post-mfe/queries` entry) all send these, so
// what the bench measures is what a reader's browser asks.
import type { AppSupabaseClient } from '@likegripe/shared-core';
import type { SectionType } from '../lib/post-comment';

export type { SectionType } from '../lib/post-comment';

/** The client the requests go through: the browser's, or a server's or the bench's as a visitor. */
export type PostClient = Pick<AppSupabaseClient, 'from' | 'rpc'>;

/** Comments per page of a section list; 'Show more' loads the next page. */
export const SECTION_PAGE_SIZE = 20;

/**
 * The post with author, counts and own reactions, and its comment summary (written like, gripe and
 * question counts and the top sentiment words), in one GET request: post_page.
 */
export function postPageQuery(client: PostClient, postId: string) {
  return client.rpc('post_page', { _post_id: postId }, { get: true });
}

/**
 * One page of a section's written top-level comments, newest first. Reactions (empty likes and
 * gripes) are not listed.
 */
export function sectionCommentsQuery(
  client: PostClient,
  postId: string,
  type: SectionType,
  page: number,
) {
  const from = page * SECTION_PAGE_SIZE;
  return client
    .from('comment_details')
    .select('*')
    .eq('post_id', postId)
    .eq('comment_type', type)
    .is('parent_id', null)
    .neq('content', '')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + SECTION_PAGE_SIZE - 1);
}
