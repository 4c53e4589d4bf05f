import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Inbox } from './helpers/realtime-probe.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Who is reading a post: a member marks itself in post_readers, the post's readers are read with
// current_post_readers, and each mark, refresh and leave reaches whoever listens on the private
// topic post:<id>:readers, from the database, with what the reader's profile says.

type Message = { event: string; payload: Record<string, unknown> };

interface Named extends Member {
  username: string;
}

/** Listens on the post's readers topic; resolves once joined (or with the join's error). */
async function listen(client: SupabaseClient, topic: string) {
  const inbox = new Inbox<Message>();
  const channel = client
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: '*' }, (message) =>
      inbox.push({
        event: String(message.event),
        payload: message.payload as Record<string, unknown>,
      }),
    );
  const error = await new Promise<Error | null>((resolve) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(null);
      else if (status !== 'CLOSED') resolve(err ?? new Error(status));
    }),
  );
  return { inbox, error };
}

/** A broadcast's payload without the message id realtime.send adds. */
function withoutId(payload: Record<string, unknown>): Record<string, unknown> {
  const { id, ...rest } = payload;
  assert.equal(typeof id, 'string');
  return rest;
}

describe('post readers', () => {
  let stack: TestStack;
  let alice: Named;
  let bob: Named;
  let visitor: SupabaseClient;
  let ttlMs: number;
  const clients: SupabaseClient[] = [];

  async function member(prefix: string): Promise<Named> {
    const username = uniqueUsername(prefix);
    const signedUp = await signUpMember(stack, username, `${prefix} display`);
    clients.push(signedUp.client);
    return { ...signedUp, username };
  }

  async function newPost(title: string): Promise<string> {
    const { data, error } = await alice.client
      .from('posts')
      .insert({ user_id: alice.id, title })
      .select('id')
      .single();
    assert.ifError(error);
    return (data as { id: string }).id;
  }

  const mark = async (who: Member, postId: string) =>
    assert.ifError((await who.client.from('post_readers').upsert({ post_id: postId })).error);

  const leave = async (who: Member, postId: string) =>
    assert.ifError(
      (await who.client.from('post_readers').delete().eq('post_id', postId).eq('user_id', who.id))
        .error,
    );

  async function readersOf(client: SupabaseClient, postId: string) {
    const { data, error } = await client.rpc('current_post_readers', { _post_id: postId });
    assert.ifError(error);
    return data as Array<Record<string, unknown>>;
  }

  /** What a reader's entry says, as its profile has it. */
  const entryOf = (who: Named, avatarUrl: string | null = null) => ({
    user_id: who.id,
    username: who.username,
    display_name: `${who.username.split('_')[0]} display`,
    avatar_url: avatarUrl,
  });

  /**
   * Moves a reader's last heartbeat back in time, as if its page had gone quiet that long ago:
   * with the triggers off, which would set it to now and tell the watchers.
   */
  async function seenAgo(who: Member, postId: string, ms: number) {
    const client = await stack.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query(
        `update public.post_readers
            set last_seen_at = now() - make_interval(secs => $3::float8 / 1000)
          where post_id = $1 and user_id = $2`,
        [postId, who.id, ms],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  }

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    alice = await member('alice');
    bob = await member('bob');
    visitor = anonClient(stack);
    clients.push(visitor);
    const { rows } = await stack.pool.query<{ ms: number }>(
      'select (extract(epoch from private.post_reader_ttl()) * 1000)::integer as ms',
    );
    ttlMs = rows[0]!.ms;
  });
  after(async () => {
    for (const client of clients) await client.removeAllChannels();
    await stack?.stop();
  });

  it('lists a member to a visitor and to other members, live, until they leave', async () => {
    const postId = await newPost('Readers come and go');
    const { inbox, error } = await listen(visitor, `post:${postId}:readers`);
    assert.equal(error, null);

    await mark(bob, postId);
    let message = await inbox.next();
    assert.equal(message.event, 'reader');
    assert.deepEqual(withoutId(message.payload), { ...entryOf(bob), expires_in_ms: ttlMs });
    const [listed, ...others] = await readersOf(visitor, postId);
    assert.deepEqual(others, []);
    const { expires_in_ms: left, ...entry } = listed!;
    assert.deepEqual(entry, entryOf(bob));
    assert.ok(Number(left) > 0 && Number(left) <= ttlMs, `expires in ${String(left)} ms`);
    assert.deepEqual(
      (await readersOf(alice.client, postId)).map((row) => row.user_id),
      [bob.id],
    );

    // A heartbeat: the same one row, seen again, and its profile as it is now.
    const avatar = 'https://cdn.example.test/bob.png';
    assert.ifError(
      (await bob.client.from('profiles').update({ avatar_url: avatar }).eq('id', bob.id)).error,
    );
    await seenAgo(bob, postId, ttlMs / 2);
    await mark(bob, postId);
    message = await inbox.next();
    assert.deepEqual(withoutId(message.payload), { ...entryOf(bob, avatar), expires_in_ms: ttlMs });
    const { rows } = await stack.pool.query<{ fresh: boolean }>(
      `select last_seen_at > now() - private.post_reader_ttl() / 4 as fresh
         from public.post_readers where post_id = $1`,
      [postId],
    );
    assert.deepEqual(rows, [{ fresh: true }]);

    await leave(bob, postId);
    message = await inbox.next();
    assert.equal(message.event, 'left');
    assert.deepEqual(withoutId(message.payload), { user_id: bob.id });
    assert.deepEqual(await readersOf(visitor, postId), []);
    assert.equal(inbox.items.length, 0);
  });

  it('lists only readers seen within the TTL, and forgets the others when someone arrives', async () => {
    const postId = await newPost('A quiet post');
    const { inbox } = await listen(visitor, `post:${postId}:readers`);
    await mark(alice, postId);
    await mark(bob, postId);
    for (const who of [alice, bob]) assert.equal((await inbox.next()).payload.user_id, who.id);
    await seenAgo(alice, postId, ttlMs + 1000);
    assert.deepEqual(
      (await readersOf(visitor, postId)).map((row) => row.user_id),
      [bob.id],
    );

    const carol = await member('carol');
    await mark(carol, postId);
    const heard = [await inbox.next(), await inbox.next()].map(({ event, payload }) => [
      event,
      payload.user_id,
    ]);
    assert.deepEqual(
      heard.sort(),
      [
        ['left', alice.id],
        ['reader', carol.id],
      ].sort(),
    );
    const { rows } = await stack.pool.query<{ user_id: string }>(
      'select user_id from public.post_readers where post_id = $1 order by user_id',
      [postId],
    );
    assert.deepEqual(
      rows.map((row) => row.user_id),
      [bob.id, carol.id].sort(),
    );
  });

  it("keeps a hidden post's readers from those who may not read the post", async () => {
    const postId = await newPost('Soon hidden');
    await mark(bob, postId);
    await stack.pool.query('update public.posts set hidden_at = now() where id = $1', [postId]);

    assert.deepEqual(await readersOf(visitor, postId), []);
    assert.deepEqual(await readersOf(bob.client, postId), []);
    assert.deepEqual(
      (await readersOf(alice.client, postId)).map((row) => row.user_id),
      [bob.id],
    );
    const carol = await member('carol');
    const { error } = await carol.client.from('post_readers').upsert({ post_id: postId });
    assert.equal(error?.code, '42501');
  });

  it('lets nobody read a readers topic that is not a post id', async () => {
    const { error } = await listen(alice.client, 'post:anything:readers');
    assert.match(String(error?.message), /You do not have permissions to read/);
  });
});
