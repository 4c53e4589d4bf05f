// A stand-in for supabase-js in the feed's component tests: records each request's calls, answers
// page requests (a `.range` of feed_cards, or search_feed_cards's offset and limit) with those rows
// of `total`, and count requests (feed_card_count with its `_cap`) with the number of rows of
// `total`, at most the cap + 1; realtime channels come from
// fake-realtime-channels.ts. The test file mocks `getSupabase` from '@likegripe/shared-core'.
import { getSupabase } from '@likegripe/shared-core';
import { fakeRealtimeChannels } from './fake-realtime-channels';

export type Call = [string, ...unknown[]];

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

/** What supabase-js answers when the server cannot be reached. */
const UNREACHABLE = { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' };

interface FakeFeedOptions {
  /** The first N page requests fail as if the server were down. */
  failingPages?: number;
  /** Every count request fails. */
  failingCounts?: boolean;
}

export function fakeFeedBackend(total: number, options: FakeFeedOptions = {}) {
  const pages: Call[][] = [];
  const counts: Call[][] = [];
  const rows = Array.from({ length: total }, (_, index) => feedRow(index));
  const answer = (calls: Call[]) => {
    const [method, name, args] = calls[0] ?? [];
    if (method === 'rpc' && name === 'feed_card_count') {
      counts.push(calls);
      const { _cap } = args as { _cap: number };
      return options.failingCounts
        ? { data: null, error: UNREACHABLE, count: null }
        : { data: Math.min(rows.length, _cap + 1), error: null, count: null };
    }
    pages.push(calls);
    if (pages.length <= (options.failingPages ?? 0)) {
      return { data: null, error: UNREACHABLE, count: null };
    }
    const [from, to] = pageBounds(calls);
    return { data: rows.slice(from, to + 1), error: null, count: null };
  };
  const request = (first: Call) => {
    const calls: Call[] = [first];
    const builder: Record<string, (...args: unknown[]) => unknown> = {};
    for (const method of ['select', 'or', 'eq', 'overlaps', 'order', 'range', 'limit']) {
      builder[method] = (...args: unknown[]) => {
        calls.push([method, ...args]);
        return builder;
      };
    }
    builder.then = (resolve: unknown, reject: unknown) =>
      Promise.resolve(answer(calls)).then(
        resolve as (value: unknown) => unknown,
        reject as (reason: unknown) => unknown,
      );
    return builder;
  };
  const realtime = fakeRealtimeChannels();
  (getSupabase as jest.Mock).mockReturnValue({
    from: (table: string) => request(['from', table]),
    rpc: (name: string, args: unknown, options: unknown) => request(['rpc', name, args, options]),
    channel: realtime.channel,
    removeChannel: realtime.removeChannel,
  });
  /** Takes a post out of the fake database, as a delete does. */
  const remove = (postId: string) => {
    const index = rows.findIndex((row) => row.id === postId);
    if (index >= 0) rows.splice(index, 1);
  };
  return { pages, counts, remove, realtime };
}

/** The rows a page request asks for: `.range(from, to)`, or the search function's offset and limit. */
function pageBounds(calls: Call[]): [number, number] {
  const range = calls.find(([method]) => method === 'range');
  if (range) return [Number(range[1]), Number(range[2])];
  const rpc = calls.find(([method]) => method === 'rpc');
  const { _offset, _limit } = (rpc?.[2] ?? {}) as { _offset?: number; _limit?: number };
  return [Number(_offset), Number(_offset) + Number(_limit) - 1];
}
