import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { findCounterMismatches } from '../src/db/counter-consistency.check.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { uniqueUsername } from './helpers/test-users.ts';
import { liftWriteLimits } from './helpers/write-limits.ts';

// Load: LOAD_MEMBERS (50) simulated members with supabase-js read the feed, open posts, toggle
// like/gripe reactions, comment and (un)follow for LOAD_SECONDS (15 in npm test; the full run is
// `LOAD_SECONDS=60 node --import tsx --test test/load-members.test.ts`). No call may fail, every
// acknowledged write must be in the database afterwards, and every counter must equal its rows.

const seconds = Number(process.env.LOAD_SECONDS ?? 15);
const memberCount = Number(process.env.LOAD_MEMBERS ?? 50);

interface Member {
  id: string;
  client: SupabaseClient;
  postId: string;
  reactions: Set<string>; // `${postId}:${type}` the member has on
  follows: Set<string>;
}

type Operation = 'read feed' | 'open post' | 'toggle reaction' | 'comment' | 'toggle follow';

let stack: TestStack;
const members: Member[] = [];
const latencies = new Map<Operation, number[]>();
const failures: string[] = [];
const comments: Array<{ id: string; postId: string; topLevel: boolean }> = [];

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function timed(
  operation: Operation,
  work: () => Promise<{ error: unknown }[]>,
): Promise<void> {
  const started = performance.now();
  const results = await work();
  const errors = results.filter((result) => result.error);
  if (errors.length)
    failures.push(`${operation}: ${JSON.stringify(errors.map((result) => result.error))}`);
  else latencies.set(operation, [...(latencies.get(operation) ?? []), performance.now() - started]);
}

async function act(member: Member): Promise<void> {
  const post = pick(members).postId;
  const roll = Math.random();
  if (roll < 0.3) {
    // As feed-mfe asks for a page: the whole card view, no count, newest first.
    return timed('read feed', async () => [
      await member.client
        .from('feed_cards')
        .select()
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 11),
    ]);
  }
  if (roll < 0.5) {
    return timed('open post', async () =>
      Promise.all([
        member.client.from('feed_posts').select('*').eq('id', post).maybeSingle(),
        member.client
          .from('comment_details')
          .select('*')
          .eq('post_id', post)
          .is('parent_id', null)
          .order('created_at', { ascending: false }),
      ]),
    );
  }
  if (roll < 0.7) {
    const type = pick(['like', 'gripe']);
    const key = `${post}:${type}`;
    const comments = member.client.from('comments');
    return timed('toggle reaction', async () => {
      const result = member.reactions.has(key)
        ? await comments
            .delete()
            .eq('post_id', post)
            .eq('user_id', member.id)
            .eq('comment_type', type)
            .eq('content', '')
        : await comments.insert({
            post_id: post,
            user_id: member.id,
            content: '',
            comment_type: type,
          });
      if (!result.error) member.reactions[member.reactions.has(key) ? 'delete' : 'add'](key);
      return [result];
    });
  }
  if (roll < 0.85) {
    const parent = pick(
      comments.filter((comment) => comment.topLevel).concat([undefined as never]),
    );
    const type = parent ? 'reply' : pick(['like', 'gripe', 'question']);
    const postId = parent?.postId ?? post;
    return timed('comment', async () => {
      const result = await member.client
        .from('comments')
        .insert({
          post_id: postId,
          user_id: member.id,
          content: `Load ${type}`,
          comment_type: type,
          parent_id: parent?.id ?? null,
        })
        .select('id')
        .single();
      if (result.data) comments.push({ id: result.data.id, postId, topLevel: !parent });
      return [result];
    });
  }
  const other = pick(members.filter((candidate) => candidate !== member)).id;
  const follows = member.client.from('user_follows');
  return timed('toggle follow', async () => {
    const result = member.follows.has(other)
      ? await follows.delete().eq('follower_id', member.id).eq('following_id', other)
      : await follows.insert({ follower_id: member.id, following_id: other });
    if (!result.error) member.follows[member.follows.has(other) ? 'delete' : 'add'](other);
    return [result];
  });
}

async function joinAsMember(): Promise<Member> {
  const client = anonClient(stack);
  const username = uniqueUsername('load');
  const { data, error } = await client.auth.signUp({
    email: `${username}@example.test`,
    password: 'member-passphrase',
    options: { data: { username } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const post = await client
    .from('posts')
    .insert({ user_id: data.user.id, title: `Post of ${username}` })
    .select('id')
    .single();
  if (post.error) throw post.error;
  return {
    id: data.user.id,
    client,
    postId: post.data.id,
    reactions: new Set(),
    follows: new Set(),
  };
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  await liftWriteLimits(stack);
  members.push(...(await Promise.all(Array.from({ length: memberCount }, joinAsMember))));
});
after(async () => {
  await stack?.stop();
});

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

it(`${memberCount} members for ${seconds} s: no errors, no lost writes, consistent counts`, async (t) => {
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < deadline) await act(member);
    }),
  );

  for (const [operation, times] of latencies) {
    const sorted = [...times].sort((a, b) => a - b);
    t.diagnostic(
      `${operation.padEnd(16)} ${String(times.length).padStart(6)} calls ${(times.length / seconds).toFixed(1).padStart(7)}/s  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms`,
    );
  }
  assert.deepEqual(failures, []);
  assert.ok(latencies.size === 5, 'every operation ran');

  const { rows: stored } = await stack.pool.query<{ id: string }>(
    "select id from public.comments where content <> ''",
  );
  const storedIds = new Set(stored.map((row) => row.id));
  assert.deepEqual(
    comments.filter((comment) => !storedIds.has(comment.id)),
    [],
    'acknowledged comments missing',
  );

  const { rows: reactions } = await stack.pool.query<{ key: string }>(
    `select user_id || '|' || post_id || ':' || comment_type as key from public.comments where content = ''`,
  );
  const expectedReactions = members.flatMap((member) =>
    [...member.reactions].map((key) => `${member.id}|${key}`),
  );
  assert.deepEqual(reactions.map((row) => row.key).sort(), expectedReactions.sort());

  const { rows: follows } = await stack.pool.query<{ key: string }>(
    `select follower_id || '>' || following_id as key from public.user_follows`,
  );
  const expectedFollows = members.flatMap((member) =>
    [...member.follows].map((other) => `${member.id}>${other}`),
  );
  assert.deepEqual(follows.map((row) => row.key).sort(), expectedFollows.sort());

  assert.deepEqual(await findCounterMismatches(stack.pool), []);
});
