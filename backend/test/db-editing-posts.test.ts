import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from './helpers/test-stack.ts';
import type { Member } from './helpers/test-users.ts';
import { editingReads, startEditingStack } from './helpers/editing-stack.ts';

// Authors edit their own posts (title, description, hashtags, link) through supabase-js, as the
// site does. Another member, a visitor and the author on any other column are refused, and a
// superuser read shows nothing changed. edited_at comes from the server; counts, reactions and
// media stay; newly mentioned members are notified once, on a post's edit and on a comment's.

let stack: TestStack;
let visitor: SupabaseClient;
let alice: Member;
let bob: Member;
let mallory: Member;
let postId: string;
let postRow: ReturnType<typeof editingReads>['postRow'];
let mentionCount: ReturnType<typeof editingReads>['mentionCount'];

before(async () => {
  ({ stack, visitor, alice, bob, mallory, postId } = await startEditingStack());
  ({ postRow, mentionCount } = editingReads(stack));
});

after(() => stack.stop());

describe('an author edits their post', () => {
  it('changes title, description, hashtags and link, stamps edited_at and keeps the rest', async () => {
    const before = await postRow(postId);
    assert.equal(before.edited_at, null);
    const { data, error } = await alice.client
      .from('posts')
      .update({
        title: 'Alice reviews a kettle, again',
        description: 'It boils quickly.',
        hashtags: ['kettle', 'kitchen'],
        link_url: 'https://example.com/kettle-2',
      })
      .eq('id', postId)
      .select('id, title, edited_at');
    assert.ifError(error);
    assert.equal(data?.length, 1);
    const after = await postRow(postId);
    assert.equal(after.title, 'Alice reviews a kettle, again');
    assert.equal(after.description, 'It boils quickly.');
    assert.deepEqual(after.hashtags, ['kettle', 'kitchen']);
    assert.equal(after.link_url, 'https://example.com/kettle-2');
    assert.ok(after.edited_at instanceof Date);
    assert.ok((after.edited_at as Date).getTime() >= (before.created_at as Date).getTime());
    for (const kept of [
      'user_id',
      'created_at',
      'category',
      'media_urls',
      'like_count',
      'gripe_count',
      'question_count',
      'author_username',
    ]) {
      assert.deepEqual(after[kept], before[kept], kept);
    }
    assert.equal(after.like_count, 1);
    assert.equal(after.question_count, 1);
  });

  it('shows edited_at in feed_cards and feed_posts to everyone', async () => {
    const stored = (await postRow(postId)).edited_at as Date;
    const card = await visitor.from('feed_cards').select('edited_at').eq('id', postId).single();
    assert.ifError(card.error);
    assert.equal(new Date(card.data.edited_at as string).getTime(), stored.getTime());
    const detail = await mallory.client
      .from('feed_posts')
      .select('edited_at')
      .eq('id', postId)
      .single();
    assert.ifError(detail.error);
    assert.equal(new Date(detail.data.edited_at as string).getTime(), stored.getTime());
  });

  it('is refused by the same checks as a new post, and nothing changes', async () => {
    const before = await postRow(postId);
    const tooLong = await alice.client
      .from('posts')
      .update({ title: 'x'.repeat(201) })
      .eq('id', postId);
    assert.equal(tooLong.error?.code, '23514');
    const badTag = await alice.client
      .from('posts')
      .update({ hashtags: ['Not A Tag'] })
      .eq('id', postId);
    assert.equal(badTag.error?.code, '23514');
    const badLink = await alice.client
      .from('posts')
      .update({ link_url: 'javascript:alert(1)' })
      .eq('id', postId);
    assert.equal(badLink.error?.code, '23514');
    assert.deepEqual(await postRow(postId), before);
  });

  it('an update that changes nothing keeps edited_at', async () => {
    const before = await postRow(postId);
    const same = await alice.client
      .from('posts')
      .update({ title: before.title as string })
      .eq('id', postId);
    assert.ifError(same.error);
    assert.deepEqual((await postRow(postId)).edited_at, before.edited_at);
  });
});

describe('nobody else edits a post, and the author edits nothing else', () => {
  it('another member changes no row', async () => {
    const before = await postRow(postId);
    const { data, error } = await mallory.client
      .from('posts')
      .update({ title: 'hacked' })
      .eq('id', postId)
      .select('id');
    assert.ifError(error);
    assert.deepEqual(data, []);
    assert.deepEqual(await postRow(postId), before);
  });

  it('a visitor is refused', async () => {
    const before = await postRow(postId);
    const { error } = await visitor.from('posts').update({ title: 'hacked' }).eq('id', postId);
    assert.equal(error?.code, '42501');
    assert.deepEqual(await postRow(postId), before);
  });

  for (const [column, value] of [
    ['like_count', 999],
    ['gripe_count', 999],
    ['question_count', 999],
    ['user_id', 'MALLORY'],
    ['created_at', '2020-01-01T00:00:00Z'],
    ['edited_at', null],
    ['category', 'food'],
    ['media_urls', ['https://evil.example/x.png']],
    ['author_username', 'someone_else'],
  ] as const) {
    it(`the author cannot write ${column}`, async () => {
      const before = await postRow(postId);
      const forged = value === 'MALLORY' ? mallory.id : value;
      const { error } = await alice.client
        .from('posts')
        .update({ [column]: forged })
        .eq('id', postId);
      assert.equal(error?.code, '42501');
      assert.deepEqual(await postRow(postId), before);
    });
  }

  it('the author cannot hand the post to someone else through an editable column update', async () => {
    const before = await postRow(postId);
    const { error } = await alice.client
      .from('posts')
      .update({ title: 'Moved', user_id: mallory.id })
      .eq('id', postId);
    assert.equal(error?.code, '42501');
    assert.deepEqual(await postRow(postId), before);
  });
});

describe('mentions on an edit', () => {
  it('notifies a newly mentioned member once and nobody already mentioned', async () => {
    const post = await alice.client
      .from('posts')
      .insert({ user_id: alice.id, title: 'Kettles with @bob_edit', category: 'products' })
      .select('id')
      .single();
    assert.ifError(post.error);
    const id = post.data.id;
    assert.equal(await mentionCount(bob.id, id), 1);
    assert.equal(await mentionCount(mallory.id, id), 0);

    const edit = await alice.client
      .from('posts')
      .update({ description: 'Also ask @BOB_edit and @mallory_edit.' })
      .eq('id', id);
    assert.ifError(edit.error);
    assert.equal(await mentionCount(bob.id, id), 1);
    assert.equal(await mentionCount(mallory.id, id), 1);

    const again = await alice.client
      .from('posts')
      .update({ description: 'Still asking @mallory_edit.' })
      .eq('id', id);
    assert.ifError(again.error);
    assert.equal(await mentionCount(mallory.id, id), 1);
  });

  it('a comment edit notifies the members it newly mentions, never its author', async () => {
    const comment = await bob.client
      .from('comments')
      .insert({ post_id: postId, user_id: bob.id, content: 'Nice', comment_type: 'like' })
      .select('id')
      .single();
    assert.ifError(comment.error);
    const id = comment.data.id;
    const edit = await bob.client
      .from('comments')
      .update({ content: 'Nice, @mallory_edit and @bob_edit should see' })
      .eq('id', id);
    assert.ifError(edit.error);
    assert.equal(await mentionCount(mallory.id, id), 1);
    assert.equal(await mentionCount(bob.id, id), 0);
  });
});
