// The data API calls of /post/<id> as a visitor sees it, read from post-mfe's source, so the bench
// asks what a reader's browser asks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';

function postMfeSource(file: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../../../post-mfe/src/api/${file}`, import.meta.url)),
    'utf8',
  );
}

interface PostSources {
  /** The function that reads the post and its comment summary in one request, with GET. */
  pageFunction: string;
  /** How many comments a section lists when it is opened. */
  sectionPageSize: number;
}

/**
 * The function and page size post-mfe's requests use. If post-mfe asks differently (another
 * function, other arguments, or POST), this throws rather than measuring something a browser does
 * not send.
 */
function postSources(): PostSources {
  const page = postMfeSource('post-detail.api.ts');
  const comments = postMfeSource('comments.api.ts');
  const pageFunction = /\.rpc\(\s*'(\w+)',\s*\{ _post_id: postId \},\s*\{ get: true \},?\s*\)/.exec(
    page,
  )?.[1];
  const sectionPageSize = Number(/export const SECTION_PAGE_SIZE = (\d+);/.exec(comments)?.[1]);
  if (!pageFunction || !sectionPageSize) {
    throw new Error(
      'post-mfe/src/api/post-detail.api.ts or comments.api.ts no longer asks as post-queries.ts expects',
    );
  }
  return { pageFunction, sectionPageSize };
}
const POST = postSources();

/** A visitor's first load of /post/<id>: the post and its comment summary, one request. */
export async function postPage(client: SupabaseClient, postId: string) {
  const page = await client.rpc(POST.pageFunction, { _post_id: postId }, { get: true });
  if (page.error) throw new Error(`post page: ${page.error.message}`);
  if (!(page.data as { post: unknown } | null)?.post)
    throw new Error(`post page: no post ${postId}`);
  return 1;
}

/**
 * Opening the post's Likes section: its first page of written likes, newest first
 * (post-mfe/src/api/comments.api.ts), a request of its own after the page has shown.
 */
export async function postLikesSection(client: SupabaseClient, postId: string) {
  const likes = await client
    .from('comment_details')
    .select('*')
    .eq('post_id', postId)
    .eq('comment_type', 'like')
    .is('parent_id', null)
    .neq('content', '')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, POST.sectionPageSize - 1);
  if (likes.error) throw new Error(`post likes: ${likes.error.message}`);
  return likes.data.length;
}
