import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { makeModerator } from './helpers/moderation-stack.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// post_page (the post page's post and comment summary in one request) through supabase-js, called
// with GET as the site calls it: for every reader it must answer exactly what the two separate
// requests it replaces answer that reader (the feed_posts row and post_comment_summary), including
// the reader's own reactions, a hidden post for its author, the moderators and anyone else, and
// posts that do not exist.

interface PostPage {
  post: Record<string, unknown> | null;
  comment_summary: Record<string, unknown>;
}

let stack: TestStack;
let visitor: SupabaseClient;
let author: Member;
let reader: Member;
let moderator: Member;
let postId: string;
let hiddenPostId: string;

async function postPage(client: SupabaseClient, id: string): Promise<PostPage> {
  const { data, error } = await client.rpc('post_page', { _post_id: id }, { get: true });
  assert.ifError(error);
  assert.ok(data, 'post_page answers an object, never null');
  return data as PostPage;
}

/** What the page read before: the view's row and the summary function, two requests. */
async function separateReads(client: SupabaseClient, id: string): Promise<PostPage> {
  const post = await client.from('feed_posts').select('*').eq('id', id).maybeSingle();
  assert.ifError(post.error);
  const summary = await client.rpc('post_comment_summary', { _post_id: id });
  assert.ifError(summary.error);
  return { post: post.data, comment_summary: summary.data as Record<string, unknown> };
}

async function createPost(member: Member, title: string): Promise<string> {
  const { data, error } = await member.client
    .from('posts')
    .insert({
      user_id: member.id,
      title,
      description: `${title}, in detail`,
      category: 'products',
      hashtags: ['audio'],
      link_url: 'https://example.com/review',
    })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id;
}

async function comment(member: Member, id: string, type: string, content: string) {
  const { error } = await member.client
    .from('comments')
    .insert({ post_id: id, user_id: member.id, comment_type: type, content });
  assert.ifError(error);
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  author = await signUpMember(stack, 'page_author');
  reader = await signUpMember(stack, 'page_reader');
  moderator = await signUpMember(stack, 'page_moderator');
  await makeModerator(stack, moderator);

  postId = await createPost(author, 'Studio headphones');
  await comment(reader, postId, 'like', 'Wonderful soundstage, wonderful comfort');
  await comment(reader, postId, 'gripe', 'Flimsy hinges');
  await comment(reader, postId, 'question', 'Does the cable detach?');
  // The reader's own reaction: a like without words.
  await comment(reader, postId, 'like', '');

  hiddenPostId = await createPost(author, 'Headphones with a hidden review');
  await comment(reader, hiddenPostId, 'like', 'Gorgeous bass response');
  const hidden = await moderator.client.rpc('moderate_content', {
    _target_type: 'post',
    _target_id: hiddenPostId,
    _action: 'hide',
  });
  assert.ifError(hidden.error);
});

after(async () => {
  await stack?.stop();
});

describe('post_page', () => {
  it('gives a visitor the post and its summary as the two separate requests do', async () => {
    const page = await postPage(visitor, postId);
    assert.deepEqual(page, await separateReads(visitor, postId));
    assert.equal(page.post?.title, 'Studio headphones');
    assert.equal(page.post?.viewer_has_liked, false);
    assert.deepEqual(page.comment_summary, {
      like_count: 1,
      gripe_count: 1,
      question_count: 1,
      top_positive_words: ['wonderful', 'soundstage', 'comfort'],
      top_negative_words: ['flimsy', 'hinges'],
    });
  });

  it('gives a member their own reactions, as feed_posts does', async () => {
    const page = await postPage(reader.client, postId);
    assert.deepEqual(page, await separateReads(reader.client, postId));
    assert.equal(page.post?.viewer_has_liked, true);
    assert.equal(page.post?.viewer_has_griped, false);
    assert.deepEqual(
      await postPage(author.client, postId),
      await separateReads(author.client, postId),
    );
    assert.equal((await postPage(author.client, postId)).post?.viewer_has_liked, false);
  });

  it('gives the author and the moderators a hidden post, with when it was hidden', async () => {
    for (const member of [author, moderator]) {
      const page = await postPage(member.client, hiddenPostId);
      assert.deepEqual(page, await separateReads(member.client, hiddenPostId));
      assert.ok(page.post?.hidden_at, 'hidden_at is set');
      assert.equal(page.comment_summary.like_count, 1);
    }
  });

  it('gives anyone else no hidden post and no count of its comments', async () => {
    for (const client of [visitor, reader.client]) {
      const page = await postPage(client, hiddenPostId);
      assert.deepEqual(page, await separateReads(client, hiddenPostId));
      assert.equal(page.post, null);
      assert.equal(page.comment_summary.like_count, 0);
      assert.deepEqual(page.comment_summary.top_positive_words, []);
    }
  });

  it('answers a null post and an empty summary for an id no post has', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const client of [visitor, reader.client]) {
      const page = await postPage(client, unknown);
      assert.deepEqual(page, await separateReads(client, unknown));
      assert.deepEqual(page, {
        post: null,
        comment_summary: {
          like_count: 0,
          gripe_count: 0,
          question_count: 0,
          top_positive_words: [],
          top_negative_words: [],
        },
      });
    }
  });

  it('refuses an id that is not a uuid with 400 and 22P02, as the view does (the site asks for none)', async () => {
    const page = await visitor.rpc('post_page', { _post_id: 'not-a-post' }, { get: true });
    assert.equal(page.status, 400);
    assert.equal(page.error?.code, '22P02');
    const view = await visitor.from('feed_posts').select('*').eq('id', 'not-a-post').maybeSingle();
    assert.equal(view.status, 400);
    assert.equal(view.error?.code, '22P02');
  });

  it('reads as the caller (security invoker), changes nothing (stable) and is for the API roles only', async () => {
    const { rows } = await stack.pool.query<{
      definer: boolean;
      volatility: string;
      anon: boolean;
      authenticated: boolean;
      public: boolean;
    }>(
      `select p.prosecdef as definer, p.provolatile as volatility,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0) as public
         from pg_proc p where p.oid = 'public.post_page(uuid)'::regprocedure`,
    );
    assert.deepEqual(rows, [
      { definer: false, volatility: 's', anon: true, authenticated: true, public: false },
    ]);
  });
});
