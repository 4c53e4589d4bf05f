import { topWords, type Database } from '@likegripe/shared-core';
import { callArgs, eqValue, type FakeRequest, type FakeResult } from './fake-supabase';

type FeedPostRow = Database['public']['Views']['feed_posts']['Row'];
type CommentRow = Database['public']['Views']['comment_details']['Row'];
type ReaderRow = Omit<
  Database['public']['Functions']['current_post_readers']['Returns'][number],
  'avatar_url'
> & { avatar_url: string | null };

export const POST_ID = '00000000-0000-4000-b000-000000000001';
export const AUTHOR = { id: '00000000-0000-4000-a000-000000000001', email: 'alice@example.com' };
export const READER = { id: '00000000-0000-4000-a000-000000000002', email: 'bob@example.com' };

export const signedOutState = {
  session: { status: 'signedOut' as const, user: null, profile: null },
};
export const signedInAs = (user: { id: string; email: string }) => ({
  session: { status: 'signedIn' as const, user, profile: null },
});

export function postRow(overrides: Partial<FeedPostRow> = {}): FeedPostRow {
  return {
    id: POST_ID,
    user_id: AUTHOR.id,
    title: 'Noise-cancelling headphones for open offices?',
    description: 'Great ANC, thanks @carol for the tip. #audio',
    category: 'technology',
    media_urls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/clip.mp4'],
    link_url: 'https://example.com/headphones',
    hashtags: ['audio', 'headphones'],
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    like_count: 4,
    gripe_count: 2,
    question_count: 1,
    discussion_count: 6,
    author_id: AUTHOR.id,
    author_username: 'alice',
    author_display_name: 'Alice Chen',
    author_avatar_url: null,
    viewer_has_liked: false,
    viewer_has_griped: false,
    edited_at: null,
    hidden_at: null,
    ...overrides,
  };
}

let nextId = 1;
export function commentRow(overrides: Partial<CommentRow> = {}): CommentRow {
  const id = `00000000-0000-4000-c000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    post_id: POST_ID,
    user_id: READER.id,
    content: 'A comment',
    comment_type: 'like',
    parent_id: null,
    created_at: new Date(Date.now() - 3600_000).toISOString(),
    like_count: 0,
    reply_count: 0,
    author_username: 'bob_builds',
    author_display_name: 'Bob Martinez',
    author_avatar_url: null,
    author_trust_level: 'silver',
    author_overall_reputation: 55.4,
    viewer_has_liked: false,
    edited_at: null,
    hidden_at: null,
    ...overrides,
  };
}

export interface PostWorld {
  post: FeedPostRow | null;
  comments: CommentRow[];
  /** current_post_readers's rows; default nobody. */
  readers?: ReaderRow[];
  /** Answers writes; default success. */
  write?: (request: FakeRequest) => FakeResult;
}

const newestFirst = (a: CommentRow, b: CommentRow) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** What post_comment_summary (and so post_page) answers for the world's comments. */
function summaryOf(comments: CommentRow[]) {
  const written = (type: string) =>
    comments
      .filter((row) => row.parent_id === null && row.content !== '' && row.comment_type === type)
      .sort(newestFirst);
  return {
    like_count: written('like').length,
    gripe_count: written('gripe').length,
    question_count: written('question').length,
    top_positive_words: topWords(written('like').map((row) => row.content)),
    top_negative_words: topWords(written('gripe').map((row) => row.content)),
  };
}

/** A section page: the written top-level comments of one type, newest first, `.range(from, to)`. */
function sectionPage(request: FakeRequest, comments: CommentRow[]): CommentRow[] {
  const type = eqValue(request, 'comment_type');
  const [from = 0, to = comments.length] = (callArgs(request, 'range') ?? []) as number[];
  return comments
    .filter((row) => row.parent_id === null && row.content !== '')
    .filter((row) => type === undefined || row.comment_type === type)
    .sort(newestFirst)
    .slice(from, to + 1);
}

/** Answers the post page's requests from an in-memory world the test can change. */
export function postResponder(world: PostWorld) {
  return (request: FakeRequest): FakeResult => {
    // The page's own mark as a reader, on a heartbeat: not one of the writes a test answers.
    if (request.table === 'post_readers') return { data: null, error: null };
    if (callArgs(request, 'insert') || callArgs(request, 'update') || callArgs(request, 'delete')) {
      return world.write?.(request) ?? { data: [{ id: 'x' }], error: null };
    }
    if (request.table === 'rpc:post_page') {
      const [{ _post_id: postId }] = callArgs(request, 'rpc') as [{ _post_id: string }];
      const post = postId === world.post?.id ? world.post : null;
      return { data: { post, comment_summary: summaryOf(world.comments) }, error: null };
    }
    if (request.table === 'rpc:current_post_readers') {
      return { data: world.readers ?? [], error: null };
    }
    if (request.table === 'comment_details') {
      const parentId = eqValue(request, 'parent_id');
      const rows = parentId
        ? world.comments.filter((row) => row.parent_id === parentId)
        : sectionPage(request, world.comments);
      return { data: rows, error: null };
    }
    return { data: null, error: { message: `unexpected ${request.table}` } };
  };
}
