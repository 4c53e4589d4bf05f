import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './supabase-clients.ts';
import { startTestStack, type TestStack } from './test-stack.ts';
import { signUpMember, type Member } from './test-users.ts';

// What the profile-counts tests write and read: the writes go in as SQL (the triggers count
// whatever role writes), the counts are read as a visitor, and the kept counts are held against
// counting the rows.

const STATS_COLUMNS = 'posts_count, likes_given, gripes_given, follower_count, following_count';

/** The counts by their definition, from the rows, for every member whose kept counts differ. */
const COUNTS_DIFFERING_FROM_THE_ROWS = `
  select p.id,
         (select count(*) from public.posts x where x.user_id = p.id and x.hidden_at is null)::int
           as posts_count,
         (select count(*) from public.comments x join public.posts post on post.id = x.post_id
           where x.user_id = p.id and x.comment_type = 'like' and x.hidden_at is null
             and post.hidden_at is null)::int as likes_given,
         (select count(*) from public.comments x join public.posts post on post.id = x.post_id
           where x.user_id = p.id and x.comment_type = 'gripe' and x.hidden_at is null
             and post.hidden_at is null)::int as gripes_given,
         (select count(*) from public.user_follows x where x.following_id = p.id)::int
           as follower_count,
         (select count(*) from public.user_follows x where x.follower_id = p.id)::int
           as following_count
    from public.profiles p
  except
  select user_id, posts_count, likes_given, gripes_given, follower_count, following_count
    from public.profile_counts`;

/** The writes and reads of the profile-counts tests on `stack`, counts read as `visitor`. */
export function profileCountsKit(stack: TestStack, visitor: SupabaseClient) {
  async function statsOf(member: Member) {
    const { data, error } = await visitor
      .from('profile_stats')
      .select(STATS_COLUMNS)
      .eq('id', member.id)
      .single();
    assert.ifError(error);
    return data;
  }

  async function sql<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
    return (await stack.pool.query<Row>(text, values)).rows;
  }

  async function post(author: Member, title: string): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into public.posts (user_id, title, category) values ($1, $2, 'products') returning id`,
      [author.id, title],
    );
    assert.ok(row);
    return row.id;
  }

  async function react(
    member: Member,
    postId: string,
    type: 'like' | 'gripe' | 'question',
    content = '',
  ): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into public.comments (post_id, user_id, comment_type, content)
       values ($1, $2, $3, $4) returning id`,
      [postId, member.id, type, content],
    );
    assert.ok(row);
    return row.id;
  }

  async function follow(follower: Member, following: Member) {
    await sql(`insert into public.user_follows (follower_id, following_id) values ($1, $2)`, [
      follower.id,
      following.id,
    ]);
  }

  const hide = (table: 'posts' | 'comments', id: string) =>
    sql(`update public.${table} set hidden_at = now() where id = $1`, [id]);
  const restore = (table: 'posts' | 'comments', id: string) =>
    sql(`update public.${table} set hidden_at = null where id = $1`, [id]);

  /** Resolves once a backend of this database waits for a lock (bounded: 500 looks, 10 ms apart). */
  async function untilAWriterWaitsForALock() {
    for (let look = 0; look < 500; look += 1) {
      const waiting = await sql(
        `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.fail('the second writer never waited for the first');
  }

  async function assertCountsMatchTheRows() {
    assert.deepEqual(await sql(COUNTS_DIFFERING_FROM_THE_ROWS), []);
  }

  return {
    statsOf,
    sql,
    post,
    react,
    follow,
    hide,
    restore,
    untilAWriterWaitsForALock,
    assertCountsMatchTheRows,
  };
}

interface ProfileCountsSuite {
  stack: TestStack;
  kit: ReturnType<typeof profileCountsKit>;
  ann: Member;
  ben: Member;
  cai: Member;
}

/**
 * What each profile-counts file runs on: a stack of its own and three members, made before the
 * file's tests and stopped after them. Its fields are set once `before` has run: read them in tests.
 */
export function profileCountsSuite(): ProfileCountsSuite {
  const suite = {} as ProfileCountsSuite;
  before(async () => {
    suite.stack = await startTestStack({ autoconfirm: true });
    suite.kit = profileCountsKit(suite.stack, anonClient(suite.stack));
    suite.ann = await signUpMember(suite.stack, 'counts_ann');
    suite.ben = await signUpMember(suite.stack, 'counts_ben');
    suite.cai = await signUpMember(suite.stack, 'counts_cai');
  });
  after(async () => {
    await suite.stack?.stop();
  });
  return suite;
}
