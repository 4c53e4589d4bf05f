// The post page's database for its tests, served over HTTP from a world the test can change:
// post_page (the post and the summary of its comments), comment_details (sections and replies,
// read with the page's own filters and paging), the writes to comments, comment_likes, posts and
// reports, the readers' rows, current_post_readers and which @names are members.
import { http } from 'msw';
import { topWords, type Database } from '@likegripe/shared-core';
import {
  mentionedMembersRpc,
  postgrestRpc,
  postgrestTable,
  restUrl,
  rowsResponse,
} from '@likegripe/tooling/supabase-http';
import { commentRow } from './post-fixtures';

type FeedPostRow = Database['public']['Views']['feed_posts']['Row'];
type CommentRow = Database['public']['Views']['comment_details']['Row'];
type ReaderRow = Omit<
  Database['public']['Functions']['current_post_readers']['Returns'][number],
  'avatar_url'
> & { avatar_url: string | null };

export interface PostWorld {
  post: FeedPostRow | null;
  /** The comments as comment_details shows them; a new comment is added here. */
  comments: CommentRow[];
  /** current_post_readers's rows; default nobody. */
  readers?: ReaderRow[];
  /**
   * Sees every write first (not the page's own reader row): a Response answers it (to fail it),
   * nothing lets the tables below write as the database would.
   */
  write?: (request: Request) => Response | undefined;
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

const WRITTEN_TABLES = ['comments', 'comment_likes', 'posts', 'reports'];

export function postBackend(world: PostWorld) {
  // The rows are the test's fixtures: written to, they are copies, not the fixtures themselves.
  world.post = world.post && { ...world.post };
  world.comments = world.comments.map((row) => ({ ...row }));
  const writes = WRITTEN_TABLES.map((table) =>
    http.all(restUrl(table), ({ request }) =>
      request.method === 'GET' ? undefined : (world.write?.(request) ?? undefined),
    ),
  );
  return [
    ...writes,
    postgrestRpc('post_page', ({ _post_id }) => ({
      post: _post_id === world.post?.id ? world.post : null,
      comment_summary: summaryOf(world.comments),
    })),
    postgrestRpc('current_post_readers', () => world.readers ?? []),
    // The demo members the fixtures' texts mention; any other @name is nobody.
    mentionedMembersRpc(['alice', 'bob_builds', 'carol']),
    // A new comment appears in comment_details as the view would show it, by its author.
    http.post(restUrl('comments'), async ({ request }) => {
      const added = commentRow((await request.json()) as Partial<CommentRow>);
      world.comments = [...world.comments, added];
      return rowsResponse(request, [{ id: added.id }], 201);
    }),
    postgrestTable('comments', () => world.comments),
    postgrestTable('comment_details', () => world.comments),
    postgrestTable('comment_likes', []),
    postgrestTable('posts', () => (world.post ? [world.post] : [])),
    postgrestTable('reports', []),
    postgrestTable('post_readers', []),
  ];
}
