import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { Inbox } from './helpers/realtime-probe.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import {
  MEMBER_PASSWORD,
  signUpMember,
  uniqueUsername,
  type Member,
} from './helpers/test-users.ts';

// Mallory, a member, tries to show other readers of a post someone who is not there: alice (her id,
// her name, an avatar from Mallory's own host) and herself many times over, by every way a client
// can speak to the post's readers: Presence on its topic, a broadcast on it, and the readers table.
// A watcher must be shown only who is signed in and reading, each once, as their profile says.

const MALLORY_AVATAR = 'https://cdn.example.test/mallory.png';
const ALICE_AVATAR = 'https://cdn.example.test/alice.png';
const FORGED_AVATAR = 'https://attacker.example.net/alice.png';
const EXTRA_SOCKETS = 5;

interface ShownReader {
  id: string;
  username: string;
  avatar_url: string | null;
}

interface Named extends Member {
  username: string;
}

const topicOf = (postId: string) => `post:${postId}:readers`;

/** Subscribes `channel`; resolves with the join's error, or null once joined. */
function subscribed(channel: RealtimeChannel): Promise<Error | null> {
  return new Promise((resolve) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(null);
      else if (status !== 'CLOSED') resolve(error ?? new Error(status));
    }),
  );
}

/**
 * A visitor on the post page: joined to the post's readers topic (Presence and broadcasts, as the
 * page has done either way), with `shown()` giving the readers the page shows: the presence state
 * (the first named presence of each key) and the readers list the database keeps.
 */
async function openAsWatcher(client: SupabaseClient, postId: string) {
  const broadcasts = new Inbox<{ event: string; payload: Record<string, unknown> }>();
  const channel = client
    .channel(topicOf(postId), { config: { private: true, presence: { key: '' } } })
    .on('presence', { event: 'sync' }, () => undefined)
    .on('broadcast', { event: '*' }, (message) =>
      broadcasts.push({
        event: String(message.event),
        payload: message.payload as Record<string, unknown>,
      }),
    );
  assert.equal(await subscribed(channel), null);

  const shown = async () => {
    // A join answered on this socket after the attacker's pushes were answered on theirs: the
    // presence changes those pushes made reached this socket before it.
    const barrier = client.channel(`post:${postId}:counts`, { config: { private: true } });
    assert.equal(await subscribed(barrier), null);
    await client.removeChannel(barrier);

    const fromPresence = Object.entries(channel.presenceState()).flatMap(([id, presences]) => {
      const named = (presences as Array<Record<string, unknown>>).find(
        (presence) => typeof presence.username === 'string',
      );
      return named
        ? [{ id, username: String(named.username), avatar_url: (named.avatar as string) ?? null }]
        : [];
    });
    const list = await client.rpc('current_post_readers', { _post_id: postId });
    const fromList = ((list.data ?? []) as Array<Record<string, unknown>>).map((row) => ({
      id: String(row.user_id),
      username: String(row.username),
      avatar_url: (row.avatar_url as string | null) ?? null,
    }));
    return { readers: [...fromPresence, ...fromList] as ShownReader[], listError: list.error };
  };
  return { channel, broadcasts, shown };
}

describe('a member posing as another reader of a post', () => {
  let stack: TestStack;
  let alice: Named;
  let mallory: Named;
  let postId: string;
  const clients: SupabaseClient[] = [];

  async function newPost(author: Member, title: string): Promise<string> {
    const { data, error } = await author.client
      .from('posts')
      .insert({ user_id: author.id, title })
      .select('id')
      .single();
    assert.ifError(error);
    return (data as { id: string }).id;
  }

  /** Every reader row as the superuser sees it, to prove an attempt changed nothing. */
  async function readerRows(): Promise<unknown[]> {
    const { rows } = await stack.pool.query(
      'select * from public.post_readers order by post_id, user_id',
    );
    return rows;
  }

  /** Runs `attempt`, proves it was refused (an error, or no row affected) and changed nothing. */
  async function assertRefused(
    attempt: () => PromiseLike<{ error: { code?: string } | null; data?: unknown }>,
    refusal: 'error' | 'no rows',
  ): Promise<{ code?: string } | null> {
    const before = await readerRows();
    const { error, data } = await attempt();
    if (refusal === 'error') assert.ok(error, 'expected an error');
    else assert.deepEqual(data ?? [], [], 'expected no rows to be affected');
    assert.deepEqual(await readerRows(), before);
    return error;
  }

  async function member(prefix: string, avatarUrl: string): Promise<Named> {
    const username = uniqueUsername(prefix);
    const signedUp = await signUpMember(stack, username);
    clients.push(signedUp.client);
    const { error } = await signedUp.client
      .from('profiles')
      .update({ avatar_url: avatarUrl })
      .eq('id', signedUp.id);
    assert.ifError(error);
    return { ...signedUp, username };
  }

  /** Another socket of the same member: a second client signed in with the same account. */
  async function anotherSocketOf(who: Named): Promise<SupabaseClient> {
    const client = anonClient(stack);
    clients.push(client);
    const { error } = await client.auth.signInWithPassword({
      email: `${who.username}@example.test`,
      password: MEMBER_PASSWORD,
    });
    assert.ifError(error);
    return client;
  }

  before(async () => {
    stack = await startTestStack({ autoconfirm: true, anonymousUsersEnabled: true });
    alice = await member('alice', ALICE_AVATAR);
    mallory = await member('mallory', MALLORY_AVATAR);
    postId = await newPost(alice, 'A kettle that boils quietly');
  });
  after(async () => {
    for (const client of clients) await client.removeAllChannels();
    await stack?.stop();
  });

  it('is shown only as herself, once, with her profile, however she joins', async () => {
    const visitor = anonClient(stack);
    clients.push(visitor);
    const watcher = await openAsWatcher(visitor, postId);

    // Presence with alice's id as key, her name and an outside avatar; then five more sockets of
    // Mallory's, each under a key of its own.
    const sockets = [mallory.client];
    for (let n = 0; n < EXTRA_SOCKETS; n += 1) sockets.push(await anotherSocketOf(mallory));
    const tracked: string[] = [];
    for (const [n, client] of sockets.entries()) {
      const channel = client
        .channel(topicOf(postId), {
          config: { private: true, presence: { key: n === 0 ? alice.id : `mallory-tab-${n}` } },
        })
        .on('presence', { event: 'sync' }, () => undefined);
      assert.equal(await subscribed(channel), null);
      tracked.push(
        await channel.track(
          n === 0
            ? { username: alice.username, avatar: FORGED_AVATAR }
            : { username: mallory.username, avatar: MALLORY_AVATAR },
        ),
      );
    }
    // And the way a member is listed as reading: marking herself from every socket.
    const marks = [];
    for (const client of sockets)
      marks.push(await client.from('post_readers').upsert({ post_id: postId }));

    const { readers, listError } = await watcher.shown();
    assert.deepEqual(
      readers,
      [{ id: mallory.id, username: mallory.username, avatar_url: MALLORY_AVATAR }],
      `${readers.length} reading: ${readers.map((reader) => reader.username).join(', ')}`,
    );
    assert.equal(listError, null);
    assert.deepEqual(
      marks.map((mark) => mark.error),
      sockets.map(() => null),
    );
    // Nobody may track presence on a readers topic any more.
    assert.deepEqual(
      tracked,
      sockets.map(() => 'error'),
    );
    // What went out live: Mallory each time she marked herself, as her profile says.
    for (let n = 0; n < sockets.length; n += 1) {
      const { event, payload } = await watcher.broadcasts.next();
      assert.equal(event, 'reader');
      assert.equal(payload.user_id, mallory.id);
      assert.equal(payload.username, mallory.username);
      assert.equal(payload.avatar_url, MALLORY_AVATAR);
    }
  });

  it("cannot mark, refresh or remove another member's reading", async () => {
    const readPost = await newPost(alice, 'A kettle alice reads');
    const otherPostId = await newPost(alice, 'A kettle nobody reads');
    assert.ifError((await alice.client.from('post_readers').upsert({ post_id: readPost })).error);

    const rls = '42501';
    let error = await assertRefused(
      () => mallory.client.from('post_readers').insert({ post_id: otherPostId, user_id: alice.id }),
      'error',
    );
    assert.equal(error?.code, rls);
    error = await assertRefused(
      () =>
        mallory.client
          .from('post_readers')
          .upsert({ post_id: readPost, user_id: alice.id }, { onConflict: 'post_id,user_id' }),
      'error',
    );
    assert.equal(error?.code, rls);
    await assertRefused(
      () =>
        mallory.client
          .from('post_readers')
          .update({ post_id: otherPostId })
          .eq('user_id', alice.id)
          .select(),
      'no rows',
    );
    await assertRefused(
      () => mallory.client.from('post_readers').delete().eq('user_id', alice.id).select(),
      'no rows',
    );
    // Her own row seen until far in the future: the time is the server's alone.
    await assertRefused(
      () =>
        mallory.client
          .from('post_readers')
          .upsert({ post_id: readPost, last_seen_at: '2999-01-01T00:00:00Z' } as never),
      'error',
    );
    // A visitor, and a user signed in without an account, are never listed.
    await assertRefused(
      () => anonClient(stack).from('post_readers').insert({ post_id: readPost, user_id: alice.id }),
      'error',
    );
    const anonymous = anonClient(stack);
    clients.push(anonymous);
    const signIn = await anonymous.auth.signInAnonymously({
      options: { data: { username: uniqueUsername('guest') } },
    });
    assert.ifError(signIn.error);
    error = await assertRefused(
      () => anonymous.from('post_readers').upsert({ post_id: readPost }),
      'error',
    );
    assert.equal(error?.code, rls);

    const listed = await mallory.client.rpc('current_post_readers', { _post_id: readPost });
    assert.ifError(listed.error);
    assert.deepEqual(
      (listed.data as Array<{ user_id: string }>).map((row) => row.user_id),
      [alice.id],
    );
  });

  it('cannot speak on the readers topic: only the database does', async () => {
    const topicPost = await newPost(alice, 'A third kettle');
    const visitor = anonClient(stack);
    clients.push(visitor);
    const watcher = await openAsWatcher(visitor, topicPost);
    const forged = { user_id: alice.id, username: alice.username, avatar_url: FORGED_AVATAR };

    // Over the socket: the channel joins (anyone may read), but Realtime drops a broadcast its
    // sender may not write, unanswered, so the acknowledged send times out.
    const sender = mallory.client.channel(topicOf(topicPost), {
      config: { private: true, broadcast: { ack: true } },
    });
    assert.equal(await subscribed(sender), null);
    const sent = await sender.send({ type: 'broadcast', event: 'reader', payload: forged }, {
      timeout: 1000,
    } as never);
    assert.equal(sent, 'timed out');
    // Over REST: Realtime's 403.
    const restSender = anonClient(stack);
    clients.push(restSender);
    await restSender.realtime.setAuth(
      (await mallory.client.auth.getSession()).data.session?.access_token,
    );
    await assert.rejects(
      restSender
        .channel(topicOf(topicPost), { config: { private: true } })
        .httpSend('reader', forged),
      /Unauthorized/,
    );

    // The first thing the watcher hears is the database's word on a real reader.
    assert.ifError(
      (await mallory.client.from('post_readers').upsert({ post_id: topicPost })).error,
    );
    const { event, payload } = await watcher.broadcasts.next();
    assert.equal(event, 'reader');
    assert.equal(payload.user_id, mallory.id);
    assert.equal(payload.avatar_url, MALLORY_AVATAR);
    assert.equal(watcher.broadcasts.items.length, 0);
  });
});
