import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PostgrestError } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Mentions on an edit through supabase-js: an edit may not mention more members than a new post or
// comment may (the same refusal), and removing a mention and putting it back, edit after edit,
// notifies the member only once, even after they read the first notification.

const MENTION_LIMIT = 2;

let stack: TestStack;
let shipped: { trust_level: string; mentions_per_post: number | null }[];
let author: Member;
let named: (Member & { username: string })[];

async function mentionsOf(member: Member, contentId: string): Promise<number> {
  const { rows } = await stack.pool.query<{ n: number }>(
    `select count(*)::int as n from public.notifications
      where user_id = $1 and type = 'mention' and metadata ->> 'content_id' = $2`,
    [member.id, contentId],
  );
  return rows[0]?.n ?? -1;
}

function assertMentionLimit(error: PostgrestError | null): void {
  assert.ok(error, 'expected the mention limit to refuse the edit');
  assert.equal(error.code, 'LG429');
  assert.equal(error.hint, 'write_limit:mentions_per_post');
  assert.match(error.message, new RegExp(`up to ${MENTION_LIMIT} members`));
}

const mention = (count: number) =>
  named
    .slice(0, count)
    .map((member) => `@${member.username}`)
    .join(' ');

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  shipped = (
    await stack.pool.query('select trust_level, mentions_per_post from public.write_limits')
  ).rows;
  // Every level alike: the author's level rises with their posts.
  await stack.pool.query('update public.write_limits set mentions_per_post = $1', [MENTION_LIMIT]);
  author = await signUpMember(stack, uniqueUsername('editor'));
  named = [];
  for (let i = 0; i <= MENTION_LIMIT; i += 1) {
    const username = uniqueUsername('named');
    named.push({ ...(await signUpMember(stack, username)), username });
  }
});

after(async () => {
  for (const row of shipped ?? []) {
    await stack.pool.query(
      'update public.write_limits set mentions_per_post = $2 where trust_level = $1',
      [row.trust_level, row.mentions_per_post],
    );
  }
  await stack?.stop();
});

describe('the mention limit on an edit', () => {
  it('refuses a post edit that mentions too many members and keeps the post as it was', async () => {
    const post = await author.client
      .from('posts')
      .insert({ user_id: author.id, title: 'Which kettle?', description: mention(MENTION_LIMIT) })
      .select('id')
      .single();
    assert.ifError(post.error);

    const refused = await author.client
      .from('posts')
      .update({ description: mention(MENTION_LIMIT + 1) })
      .eq('id', post.data.id);
    assertMentionLimit(refused.error);
    const { rows } = await stack.pool.query('select description from public.posts where id = $1', [
      post.data.id,
    ]);
    assert.equal(rows[0]?.description, mention(MENTION_LIMIT));
    assert.equal(await mentionsOf(named[MENTION_LIMIT]!, post.data.id), 0);

    const retitled = await author.client
      .from('posts')
      .update({ title: `Which kettle, ${mention(MENTION_LIMIT + 1)}?`, description: null })
      .eq('id', post.data.id);
    assertMentionLimit(retitled.error);
  });

  it('refuses a comment edit that mentions too many members', async () => {
    const post = await author.client
      .from('posts')
      .insert({ user_id: author.id, title: 'Toasters' })
      .select('id')
      .single();
    assert.ifError(post.error);
    const comment = await author.client
      .from('comments')
      .insert({
        post_id: post.data.id,
        user_id: author.id,
        comment_type: 'question',
        content: 'Any?',
      })
      .select('id')
      .single();
    assert.ifError(comment.error);

    const allowed = await author.client
      .from('comments')
      .update({ content: `Any? ${mention(MENTION_LIMIT)}` })
      .eq('id', comment.data.id);
    assert.ifError(allowed.error);
    const refused = await author.client
      .from('comments')
      .update({ content: `Any? ${mention(MENTION_LIMIT + 1)}` })
      .eq('id', comment.data.id);
    assertMentionLimit(refused.error);
  });
});

describe('repeated mentions on edits', () => {
  it('notify a member once, even after they read it, however often the mention comes back', async () => {
    const reader = named[0]!;
    const post = await author.client
      .from('posts')
      .insert({ user_id: author.id, title: 'Blenders', description: `Ask @${reader.username}` })
      .select('id')
      .single();
    assert.ifError(post.error);
    assert.equal(await mentionsOf(reader, post.data.id), 1);

    const read = await reader.client
      .from('notifications')
      .update({ read: true })
      .eq('type', 'mention');
    assert.ifError(read.error);
    for (const description of [
      'Ask nobody',
      `Ask @${reader.username}`,
      'Ask nobody',
      `@${reader.username}?`,
    ]) {
      const edit = await author.client.from('posts').update({ description }).eq('id', post.data.id);
      assert.ifError(edit.error);
    }
    assert.equal(await mentionsOf(reader, post.data.id), 1);
  });

  it('in a comment too', async () => {
    const reader = named[1]!;
    const post = await author.client
      .from('posts')
      .insert({ user_id: author.id, title: 'Mixers' })
      .select('id')
      .single();
    assert.ifError(post.error);
    const comment = await author.client
      .from('comments')
      .insert({ post_id: post.data.id, user_id: author.id, comment_type: 'like', content: 'Good' })
      .select('id')
      .single();
    assert.ifError(comment.error);
    for (const content of [`Good @${reader.username}`, 'Good', `Good, @${reader.username}`]) {
      const edit = await author.client
        .from('comments')
        .update({ content })
        .eq('id', comment.data.id);
      assert.ifError(edit.error);
      const read = await reader.client
        .from('notifications')
        .update({ read: true })
        .eq('type', 'mention');
      assert.ifError(read.error);
    }
    assert.equal(await mentionsOf(reader, comment.data.id), 1);
  });
});
