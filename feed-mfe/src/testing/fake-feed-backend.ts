// A stand-in for supabase-js in the feed's component tests: records each request's calls, answers
// page requests (`.range`) with ranges of `total` rows and count requests (HEAD, awaited without
// `.range`) with `total`. The test file mocks `getSupabase` from '@likegripe/shared-core'.
import { getSupabase } from '@likegripe/shared-core';

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
  (getSupabase as jest.Mock).mockReturnValue({
    from(table: string) {
      const calls: Call[] = [['from', table]];
      const builder: Record<string, (...args: unknown[]) => unknown> = {};
      for (const method of ['select', 'or', 'eq', 'overlaps', 'order']) {
        builder[method] = (...args: unknown[]) => {
          calls.push([method, ...args]);
          return builder;
        };
      }
      builder.range = (from: unknown, to: unknown) => {
        calls.push(['range', from, to]);
        pages.push(calls);
        if (pages.length <= (options.failingPages ?? 0)) {
          return Promise.resolve({ data: null, error: UNREACHABLE, count: null });
        }
        const page = rows.slice(Number(from), Number(to) + 1);
        return Promise.resolve({ data: page, error: null, count: null });
      };
      builder.then = (resolve: unknown, reject: unknown) => {
        counts.push(calls);
        const answer = options.failingCounts
          ? { data: null, error: UNREACHABLE, count: null }
          : { data: null, error: null, count: total };
        return Promise.resolve(answer).then(
          resolve as (value: typeof answer) => unknown,
          reject as (reason: unknown) => unknown,
        );
      };
      return builder;
    },
  });
  return { pages, counts };
}
