import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PostgrestError } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Getting round a new member's write limits through supabase-js, with the shipped limits (a new
// member: 5 posts a day, 20 written comments and 20 follows an hour, 5 members mentioned in one post
// or comment). Editing a post again and again, naming other members each time, or deleting a post,
// comment or follow to make room for the next, must not let more through than the limits allow:
// the limits count what was written, not what is left.

const POST_MENTIONS =
  'A post can mention up to 5 members for now. Please remove a few mentions and try again.';
const COMMENT_MENTIONS =
  'A comment can mention up to 5 members for now. Please remove a few mentions and try again.';
const MENTIONS_A_DAY =
  'You have mentioned members 25 times in the last 24 hours, the most for now. Please remove a few mentions or try again later.';
const POSTS_A_DAY =
  'You have shared 5 posts in the last 24 hours, the most for now. Please try again later.';
const COMMENTS_AN_HOUR =
  'You have written 20 comments in the last hour, the most for now. Please take a break and try again later.';
const FOLLOWS_AN_HOUR =
  'You have followed 20 members in the last hour, the most for now. Please try again later.';

let stack: TestStack;
/** Members the attackers name and follow; made in SQL, they only need to exist. */
let bystanders: { id: string; username: string }[];
let target: Member;
let targetPost: string;

function assertRefused(error: PostgrestError | null, limit: string, message: string): void {
  assert.ok(error, `expected the ${limit} limit to refuse the write`);
  assert.equal(error.code, 'LG429');
  assert.equal(error.hint, `write_limit:${limit}`);
  assert.equal(error.message, message);
}

const names = (from: number, count: number) =>
  bystanders
    .slice(from, from + count)
    .map((member) => `@${member.username}`)
    .join(' ');

/** How many of the bystanders were told they were mentioned by `author`, as the superuser counts. */
async function bystandersMentionedBy(author: Member): Promise<number> {
  const { rows } = await stack.pool.query<{ n: number }>(
    `select count(distinct n.user_id)::int as n
       from public.notifications n
      where n.type = 'mention' and n.user_id = any($1::uuid[])
        and n.metadata ->> 'content_id' in (
              select id::text from public.posts where user_id = $2
              union all
              select id::text from public.comments where user_id = $2)`,
    [bystanders.map((member) => member.id), author.id],
  );
  return rows[0]?.n ?? -1;
}

async function newPost(author: Member, title: string, description?: string): Promise<string> {
  const { data, error } = await author.client
    .from('posts')
    .insert({ user_id: author.id, title, description })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id as string;
}

async function newComment(author: Member, content: string): Promise<string> {
  const { data, error } = await author.client
    .from('comments')
    .insert({ post_id: targetPost, user_id: author.id, content, comment_type: 'question' })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id as string;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  const { rows } = await stack.pool.query<{ id: string; username: string }>(
    `insert into auth.users (id, email, raw_user_meta_data)
     select gen_random_uuid(), 'bystander' || i || '_' || $1 || '@example.test',
            jsonb_build_object('username', 'bystander' || i || '_' || $1)
       from generate_series(1, 35) as i
     returning id, raw_user_meta_data ->> 'username' as username`,
    [uniqueUsername('b').slice(2)],
  );
  bystanders = rows;
  target = await signUpMember(stack, uniqueUsername('target'));
  targetPost = await newPost(target, 'A post to comment on');
});

after(async () => {
  await stack?.stop();
});

describe('a new member editing mentions', () => {
  it('edits one post seven times, naming five other members each time: five are notified', async () => {
    const attacker = await signUpMember(stack, uniqueUsername('editor'));
    const post = await newPost(attacker, 'Who agrees?', names(0, 5));
    for (let edit = 1; edit < 7; edit += 1) {
      const { error } = await attacker.client
        .from('posts')
        .update({ description: names(edit * 5, 5) })
        .eq('id', post);
      assertRefused(error, 'mentions_per_post', POST_MENTIONS);
    }
    assert.equal(await bystandersMentionedBy(attacker), 5);
  });

  it('still counts a member the edit took out: swapping one name for another is refused', async () => {
    const attacker = await signUpMember(stack, uniqueUsername('swapper'));
    const post = await newPost(attacker, 'Who agrees?', names(0, 5));
    const swapped = await attacker.client
      .from('posts')
      .update({ description: names(1, 5) })
      .eq('id', post);
    assertRefused(swapped.error, 'mentions_per_post', POST_MENTIONS);
    const { rows } = await stack.pool.query('select description from public.posts where id = $1', [
      post,
    ]);
    assert.equal(rows[0]?.description, names(0, 5));

    const comment = await newComment(attacker, `Thoughts, ${names(10, 5)}?`);
    const reworded = await attacker.client
      .from('comments')
      .update({ content: `Thoughts, ${names(11, 5)}?` })
      .eq('id', comment);
    assertRefused(reworded.error, 'mentions_per_post', COMMENT_MENTIONS);
    assert.equal(await bystandersMentionedBy(attacker), 10);
  });

  it('counts the names of a post written without the member (the seed, an import) on its first edit', async () => {
    const attacker = await signUpMember(stack, uniqueUsername('importer'));
    const { rows } = await stack.pool.query<{ id: string }>(
      `insert into public.posts (user_id, title, description) values ($1, 'Imported', $2) returning id`,
      [attacker.id, names(0, 5)],
    );
    const swapped = await attacker.client
      .from('posts')
      .update({ description: names(5, 5) })
      .eq('id', rows[0]!.id);
    assertRefused(swapped.error, 'mentions_per_post', POST_MENTIONS);
    const kept = await attacker.client
      .from('posts')
      .update({ description: `Imported for ${names(0, 5)}` })
      .eq('id', rows[0]!.id);
    assert.ifError(kept.error);
  });

  it('keeps an edit that names only members the text named before', async () => {
    const attacker = await signUpMember(stack, uniqueUsername('reworder'));
    const post = await newPost(attacker, 'Who agrees?', names(0, 5));
    for (const description of [names(0, 2), `Still ${names(0, 5)}`]) {
      const { error } = await attacker.client.from('posts').update({ description }).eq('id', post);
      assert.ifError(error);
    }
  });
});

describe('a new member mentioning across texts', () => {
  it('names five other members in each of six comments: the sixth is refused, 25 a day', async () => {
    const attacker = await signUpMember(stack, uniqueUsername('namer'));
    for (let i = 0; i < 5; i += 1) await newComment(attacker, `Thoughts, ${names(i * 5, 5)}?`);
    const sixth = await attacker.client.from('comments').insert({
      post_id: targetPost,
      user_id: attacker.id,
      content: `Thoughts, ${names(25, 1)}?`,
      comment_type: 'question',
    });
    assertRefused(sixth.error, 'mentions_per_day', MENTIONS_A_DAY);
    assert.equal(await bystandersMentionedBy(attacker), 25);
    // Writing without naming anyone is still allowed.
    await newComment(attacker, 'Thoughts, anyone?');
  });
});

describe('a new member making room by deleting', () => {
  it('deletes a post after the fifth of the day: the next is still refused', async () => {
    const attacker = await signUpMember(stack, uniqueUsername('deleter'));
    const posts: string[] = [];
    for (let i = 0; i < 5; i += 1) posts.push(await newPost(attacker, `Post ${i}`));
    const sixth = () =>
      attacker.client.from('posts').insert({ user_id: attacker.id, title: 'Post 6' });
    assertRefused((await sixth()).error, 'posts_per_day', POSTS_A_DAY);

    const removed = await attacker.client.from('posts').delete().eq('id', posts[0]!).select('id');
    assert.ifError(removed.error);
    assert.equal(removed.data.length, 1);
    assertRefused((await sixth()).error, 'posts_per_day', POSTS_A_DAY);
    const { rows } = await stack.pool.query<{ n: number }>(
      'select count(*)::int as n from public.posts where user_id = $1',
      [attacker.id],
    );
    assert.equal(rows[0]?.n, 4);
  });

  it('deletes a comment after the twentieth of the hour: the next is still refused', async () => {
    const attacker = await signUpMember(stack, uniqueUsername('unsayer'));
    const comments: string[] = [];
    for (let i = 0; i < 20; i += 1) comments.push(await newComment(attacker, `Question ${i}`));
    const next = () =>
      attacker.client.from('comments').insert({
        post_id: targetPost,
        user_id: attacker.id,
        content: 'One more',
        comment_type: 'question',
      });
    assertRefused((await next()).error, 'comments_per_hour', COMMENTS_AN_HOUR);

    const removed = await attacker.client
      .from('comments')
      .delete()
      .eq('id', comments[0]!)
      .select('id');
    assert.ifError(removed.error);
    assert.equal(removed.data.length, 1);
    assertRefused((await next()).error, 'comments_per_hour', COMMENTS_AN_HOUR);
  });

  it('unfollows twenty members after following them: a twenty-first follow is still refused', async () => {
    const attacker = await signUpMember(stack, uniqueUsername('unfollower'));
    for (const member of bystanders.slice(0, 20)) {
      const { error } = await attacker.client
        .from('user_follows')
        .insert({ follower_id: attacker.id, following_id: member.id });
      assert.ifError(error);
    }
    const unfollowed = await attacker.client
      .from('user_follows')
      .delete()
      .eq('follower_id', attacker.id)
      .select('id');
    assert.ifError(unfollowed.error);
    assert.equal(unfollowed.data.length, 20);

    const next = await attacker.client
      .from('user_follows')
      .insert({ follower_id: attacker.id, following_id: bystanders[20]!.id });
    assertRefused(next.error, 'follows_per_hour', FOLLOWS_AN_HOUR);
    const { rows } = await stack.pool.query<{ n: number }>(
      `select count(*)::int as n from public.notifications
        where type = 'follow' and user_id = $1`,
      [bystanders[20]!.id],
    );
    assert.equal(rows[0]?.n, 0);
  });
});
