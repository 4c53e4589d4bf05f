import assert from 'node:assert/strict';
import WebSocket from 'ws';
import type { TestStack } from '../../test/helpers/test-stack.ts';
import { anonClient } from '../../test/helpers/supabase-clients.ts';
import { MEMBER_PASSWORD, signUpMember, uniqueUsername } from '../../test/helpers/test-users.ts';
import { waitUntil } from './wait-until.ts';

/** The gateway answers each service: auth health, a REST read, and a realtime join with a heartbeat. */
export async function assertServicesAnswer(stack: TestStack): Promise<void> {
  const health = await fetch(`${stack.url}/auth/v1/health`);
  assert.equal(health.status, 200, 'auth health');
  const read = await fetch(`${stack.url}/rest/v1/posts?select=id&limit=1`, {
    headers: { apikey: stack.anonKey },
  });
  assert.equal(read.status, 200, 'REST read');
  assert.ok(Array.isArray(await read.json()));

  const socket = new WebSocket(
    `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=2.0.0`,
  );
  const replies: unknown[] = [];
  socket.on('message', (data) => replies.push(JSON.parse(data.toString())));
  socket.on('error', () => undefined);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify(['1', '1', 'realtime:probe', 'phx_join', { config: {} }]));
  socket.send(JSON.stringify([null, '2', 'phoenix', 'heartbeat', {}]));
  assert.ok(
    await waitUntil(() => replies.length >= 2),
    'realtime replies to a join and a heartbeat',
  );
  assert.deepEqual(replies.slice(0, 2), [
    ['1', '1', 'realtime:probe', 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }],
    [null, '2', 'phoenix', 'phx_reply', { status: 'ok', response: {} }],
  ]);
  socket.close();
}

/**
 * What a member does on the site, through supabase-js: sign up, sign in, post, like, comment, read
 * the feed, and get the like as a realtime notification.
 */
export async function assertMemberFlowWorks(stack: TestStack): Promise<void> {
  const author = await signUpMember(stack, uniqueUsername('author'));
  const fanName = uniqueUsername('fan');
  await signUpMember(stack, fanName);
  const fan = anonClient(stack);
  const signIn = await fan.auth.signInWithPassword({
    email: `${fanName}@example.test`,
    password: MEMBER_PASSWORD,
  });
  assert.ifError(signIn.error);
  const fanId = signIn.data.user?.id;
  assert.ok(fanId);

  const received: Array<Record<string, unknown>> = [];
  let subscribed = false;
  const channel = author.client
    .channel(`flow-${author.id}`)
    .on(
      'postgres_changes' as never,
      {
        event: 'INSERT',
        schema: 'public',
        table: 'notifications',
        filter: `user_id=eq.${author.id}`,
      },
      ((change: { new: Record<string, unknown> }) => received.push(change.new)) as never,
    )
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') subscribed = true;
    });
  assert.ok(await waitUntil(() => subscribed), 'the author subscribes to notifications');

  const post = await author.client
    .from('posts')
    .insert({ user_id: author.id, title: 'After the storm', hashtags: ['calm'] })
    .select('id')
    .single();
  assert.ifError(post.error);
  const postId = post.data.id as string;
  const like = await fan
    .from('comments')
    .insert({ post_id: postId, user_id: fanId, content: '', comment_type: 'like' });
  assert.ifError(like.error);
  const comment = await fan
    .from('comments')
    .insert({
      post_id: postId,
      user_id: fanId,
      content: 'Still standing',
      comment_type: 'question',
    })
    .select('id')
    .single();
  assert.ifError(comment.error);

  const feed = await fan
    .from('feed_cards')
    .select()
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, 11);
  assert.ifError(feed.error);
  const card = (feed.data as Array<Record<string, unknown>>).find((row) => row.id === postId);
  assert.ok(card, 'the new post is in the feed');
  assert.equal(card.like_count, 1);

  assert.ok(
    await waitUntil(() => received.some((row) => row.type === 'like')),
    'the like arrives as a realtime notification',
  );
  await author.client.removeChannel(channel);
  // An idle realtime client keeps timers that would hold the test process open after the stack stops.
  await author.client.realtime.disconnect();
}
