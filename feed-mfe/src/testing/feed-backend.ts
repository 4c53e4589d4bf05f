// The feed's database for its tests, served over HTTP: `total` cards in feed_cards (newest first),
// the search function's pages by offset and limit, and feed_card_count's number (at most the cap
// + 1). The rows are the handlers' own, so a test can delete one as the server would.
import { http } from 'msw';
import {
  mentionedMembersRpc,
  postgrestError,
  postgrestRpc,
  postgrestTable,
  restUrl,
  type LoggedRequest,
  type RequestLog,
} from '@likegripe/tooling/supabase-http';

export function feedRow(index: number) {
  return {
    id: `post-${index}`,
    user_id: 'u1',
    title: `Post number ${index}`,
    description: null,
    category: 'books',
    media_urls: null,
    link_url: null,
    hashtags: [],
    created_at: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    like_count: 0,
    gripe_count: 0,
    discussion_count: 0,
    author_username: 'alice',
    author_display_name: 'Alice Chen',
    author_avatar_url: null,
  };
}

// A server fault, not a dropped connection: supabase-js retries a failed GET for seconds first.
const serverFault = () => postgrestError(500, { message: 'Internal Server Error' });

interface FeedBackendOptions {
  /** The first N page requests fail. */
  failingPages?: number;
  /** Every count request fails. */
  failingCounts?: boolean;
}

export function feedBackend(total: number, options: FeedBackendOptions = {}) {
  const rows = Array.from({ length: total }, (_, index) => feedRow(index));
  let failuresLeft = options.failingPages ?? 0;
  // Answers only while failures are left; otherwise the next handler serves the page.
  const failFirstPages = () => (failuresLeft-- > 0 ? serverFault() : undefined);
  const handlers = [
    http.get(restUrl('feed_cards'), failFirstPages),
    http.get(restUrl('rpc/search_feed_cards'), failFirstPages),
    postgrestTable('feed_cards', rows),
    postgrestRpc('search_feed_cards', ({ _offset, _limit }) =>
      rows.slice(Number(_offset), Number(_offset) + Number(_limit)),
    ),
    postgrestRpc('feed_card_count', ({ _cap }) =>
      options.failingCounts ? serverFault() : Math.min(rows.length, Number(_cap) + 1),
    ),
    mentionedMembersRpc(['alice', 'carol']),
  ];
  /** Takes a post out of the database, as a delete does. */
  const remove = (postId: string) => {
    const index = rows.findIndex((row) => row.id === postId);
    if (index >= 0) rows.splice(index, 1);
  };
  return { handlers, remove };
}

/** The requests for pages of cards: the view's, or the search function's. */
export const pageRequests = (requests: RequestLog): LoggedRequest[] =>
  requests.all.filter(
    (request) => request.path === 'feed_cards' || request.path === 'rpc/search_feed_cards',
  );

/** The requests for the Filters panel's count. */
export const countRequests = (requests: RequestLog) => requests.rpc('feed_card_count');
