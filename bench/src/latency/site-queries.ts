// The data API calls of the site's pages, built with supabase-js from the site's own query helpers,
// so the bench asks exactly what a reader's browser asks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { feedOrder, searchFilter } from '../../../feed-mfe/src/api/feed-query.ts';
import { feedPageRange, type FeedSort } from '../../../shared-core/src/rules/feed-sort.ts';

/** The card columns feed-mfe selects, read from its source so the bench follows it. */
function cardColumns(): string {
  const source = readFileSync(
    fileURLToPath(new URL('../../../feed-mfe/src/api/feed.api.ts', import.meta.url)),
    'utf8',
  );
  const match = /const CARD_COLUMNS\s*=\s*'([^']+)'/.exec(source);
  if (!match?.[1]) throw new Error('CARD_COLUMNS not found in feed-mfe/src/api/feed.api.ts');
  return match[1];
}
const CARD_COLUMNS = cardColumns();

export interface FeedFilters {
  search?: string;
  category?: string;
  hashtags?: string[];
  sort?: FeedSort;
}

/** feed-mfe's `browsePageQuery`: a page of the feed_posts view (no search words). */
function browsePage(client: SupabaseClient, filters: FeedFilters, from: number, to: number) {
  let query = client.from('feed_posts').select(CARD_COLUMNS);
  if (filters.category) query = query.eq('category', filters.category);
  if (filters.hashtags?.length) query = query.overlaps('hashtags', filters.hashtags);
  return query.range(from, to);
}

/**
 * feed-mfe's `fetchFeedPage`: one request per page, without a count; a search page through
 * search_feed_posts, any other page from the feed_posts view.
 */
export async function feedPage(client: SupabaseClient, filters: FeedFilters, page: number) {
  const { from, to } = feedPageRange(page);
  const words = filters.search?.trim() ?? '';
  let query = words
    ? client
        .rpc(
          'search_feed_posts',
          {
            _search: words,
            _category: filters.category,
            _hashtags: filters.hashtags?.length ? filters.hashtags : undefined,
            _sort: filters.sort ?? 'newest',
            _offset: from,
            _limit: to - from + 1,
          },
          { get: true },
        )
        .select(CARD_COLUMNS)
    : browsePage(client, filters, from, to);
  for (const { column, ascending } of feedOrder(filters.sort ?? 'newest')) {
    query = query.order(column, { ascending });
  }
  const { data, error } = await query;
  if (error) throw new Error(`feed page: ${error.message}`);
  return (data as unknown[]).length;
}

/** feed-mfe's `fetchFeedCount`: the Filters panel's 'N reviews found', a HEAD request of its own. */
export async function feedCount(client: SupabaseClient, filters: FeedFilters) {
  let query = client.from('feed_posts').select('id', { count: 'exact', head: true });
  const search = searchFilter(filters.search ?? '');
  if (search) query = query.or(search);
  if (filters.category) query = query.eq('category', filters.category);
  if (filters.hashtags?.length) query = query.overlaps('hashtags', filters.hashtags);
  const { count, error } = await query;
  if (error || count === null) throw new Error(`feed count: ${error?.message ?? 'no count'}`);
  return count;
}

/**
 * post-mfe's requests of /post/:id with one section opened: the post and its comment summary, sent
 * together as the page does, then the first page (20) of the Likes section, as opening it asks
 * (post-mfe/src/api/comments.api.ts).
 */
export async function postDetail(client: SupabaseClient, postId: string) {
  const [post, summary] = await Promise.all([
    client.from('feed_posts').select('*').eq('id', postId).maybeSingle(),
    client.rpc('post_comment_summary', { _post_id: postId }),
  ]);
  const likes = await client
    .from('comment_details')
    .select('*')
    .eq('post_id', postId)
    .eq('comment_type', 'like')
    .is('parent_id', null)
    .neq('content', '')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, 19);
  const error = post.error ?? summary.error ?? likes.error;
  if (error) throw new Error(`post detail: ${error.message}`);
  return likes.data?.length ?? 0;
}

/** The ceiling: PostgREST's own trivial request, a one-row select of a small table. */
export async function trivialRequest(baseUrl: string, apiKey: string) {
  const response = await fetch(`${baseUrl}/profiles?select=id&limit=1`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${apiKey}` },
  });
  if (!response.ok) throw new Error(`trivial request: HTTP ${response.status}`);
  await response.arrayBuffer();
  return 1;
}
