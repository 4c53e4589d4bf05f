import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { Inbox } from './helpers/realtime-probe.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// The feed's live counts: a change of a post's counts, made through supabase-js as a member, reaches
// whoever listens on the private topic post:<id>:counts, once, with the post's new absolute counts.

type Counts = Record<string, unknown>;

async function listen(client: SupabaseClient, topic: string, options: { private?: boolean } = {}) {
  const inbox = new Inbox<{ event: string; payload: Counts }>();
  const channel: RealtimeChannel = client
    .channel(topic, { config: { private: options.private ?? true, broadcast: { ack: true } } })
    .on('broadcast', { event: '*' }, (message) =>
      inbox.push({ event: String(message.event), payload: message.payload as Counts }),
    );
  const error = await new Promise<Error | null>((resolve) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(null);
      else if (status !== 'CLOSED') resolve(err ?? new Error(status));
    }),
  );
  return { channel, inbox, error };
}

/** The counts of a message, without the message id realtime.send adds. */
function countsOf(payload: Counts): Counts {
  const { id, ...counts } = payload;
  assert.equal(typeof id, 'string');
  return counts;
}

const counts = (postId: string, like: number, gripe: number, question: number): Counts => ({
  post_id: postId,
  like_count: like,
  gripe_count: gripe,
  question_count: question,
  discussion_count: like + gripe,
});

describe('post counts broadcast from the database', () => {
  let stack: TestStack;
  let author: Member;
  let reader: Member;
  let visitor: SupabaseClient;
  const clients: SupabaseClient[] = [];

  async function newPost(title: string): Promise<string> {
    const { data, error } = await author.client
      .from('posts')
      .insert({ user_id: author.id, title })
      .select('id')
      .single();
    if (error) throw error;
    return (data as { id: string }).id;
  }

  async function react(member: Member, postId: string, type: string, content = '') {
    const { error } = await member.client
      .from('comments')
      .insert({ post_id: postId, user_id: member.id, comment_type: type, content });
    if (error) throw error;
  }

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    author = await signUpMember(stack, uniqueUsername('author'));
    reader = await signUpMember(stack, uniqueUsername('reader'));
    visitor = anonClient(stack);
    clients.push(author.client, reader.client, visitor);
  });
  after(async () => {
    for (const client of clients) await client.removeAllChannels();
    await stack?.stop();
  });

  it("sends a post's new counts to a visitor for each like, gripe, question and removal", async () => {
    const postId = await newPost('Counts go out live');
    const { inbox, error } = await listen(visitor, `post:${postId}:counts`);
    assert.equal(error, null);

    await react(reader, postId, 'like');
    let message = await inbox.next();
    assert.equal(message.event, 'counts');
    assert.deepEqual(countsOf(message.payload), counts(postId, 1, 0, 0));

    await react(author, postId, 'gripe', 'Too loud for a library.');
    assert.deepEqual(countsOf((await inbox.next()).payload), counts(postId, 1, 1, 0));

    await react(reader, postId, 'question', 'Does it come in blue?');
    assert.deepEqual(countsOf((await inbox.next()).payload), counts(postId, 1, 1, 1));

    const { error: deleteError } = await reader.client
      .from('comments')
      .delete()
      .eq('post_id', postId)
      .eq('user_id', reader.id)
      .eq('comment_type', 'like')
      .eq('content', '');
    assert.equal(deleteError, null);
    message = await inbox.next();
    assert.deepEqual(countsOf(message.payload), counts(postId, 0, 1, 1));
  });

  it('sends nothing for a reply or for another post', async () => {
    const watched = await newPost('Watched post');
    const other = await newPost('Other post');
    await react(author, other, 'question', 'Any news?');
    const { inbox, error: joinError } = await listen(reader.client, `post:${watched}:counts`);
    assert.equal(joinError, null);

    await react(reader, other, 'like');
    const { data: question } = await author.client
      .from('comments')
      .select('id')
      .eq('post_id', other)
      .eq('comment_type', 'question')
      .single();
    const parentId = (question as { id: string }).id;
    const { error } = await reader.client.from('comments').insert({
      post_id: other,
      user_id: reader.id,
      comment_type: 'reply',
      parent_id: parentId,
      content: 'Soon.',
    });
    assert.equal(error, null);
    // Each broadcast goes out when its writer's transaction commits, in commit order: the watched
    // post's own change, made last, is the first thing its listener hears.
    await react(reader, watched, 'gripe');
    assert.deepEqual(countsOf((await inbox.next()).payload), counts(watched, 0, 1, 0));
    assert.equal(inbox.items.length, 0);
  });

  it("refuses a member's broadcast on the topic, so counts cannot be forged", async () => {
    const postId = await newPost('Counts only the database may send');
    const { inbox, error } = await listen(visitor, `post:${postId}:counts`);
    assert.equal(error, null);

    // Over the socket: the channel joins (anyone may read), but Realtime drops a broadcast its
    // sender may not write, unanswered, so the acknowledged send times out.
    const forger = await listen(reader.client, `post:${postId}:counts`);
    assert.equal(forger.error, null);
    const sent = await forger.channel.send(
      { type: 'broadcast', event: 'counts', payload: counts(postId, 999, 0, 0) },
      { timeout: 1000 } as never,
    );
    assert.equal(sent, 'timed out');
    // Over REST: Realtime's 403.
    const restSender = anonClient(stack);
    await restSender.realtime.setAuth(
      (await reader.client.auth.getSession()).data.session?.access_token,
    );
    await assert.rejects(
      restSender
        .channel(`post:${postId}:counts`, { config: { private: true } })
        .httpSend('counts', counts(postId, 999, 0, 0)),
      /Unauthorized/,
    );
    // A public channel of the same name is another topic: nothing from it reaches the private one.
    const stranger = anonClient(stack);
    clients.push(restSender, stranger);
    const open = await listen(stranger, `post:${postId}:counts`, { private: false });
    await open.channel.send({ type: 'broadcast', event: 'counts', payload: { like_count: 999 } });

    await react(author, postId, 'like');
    assert.deepEqual(countsOf((await inbox.next()).payload), counts(postId, 1, 0, 0));
    assert.equal(inbox.items.length, 0);
  });

  it('lets nobody read a counts topic that is not a post id', async () => {
    const { error } = await listen(visitor, 'post:not-a-post:counts');
    assert.match(String(error?.message), /You do not have permissions to read/);
  });
});
