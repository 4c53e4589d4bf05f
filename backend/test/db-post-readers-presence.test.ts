import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, uniqueUsername, type Member } from './helpers/test-users.ts';

// Who is reading a post: Presence on the private topic post:<id>:readers. Anyone may watch it, only
// members may be listed.

const POST_ID = '7d0c2a52-4b1e-4c1a-9a43-3f0a8e6b2c11';
const READERS = `post:${POST_ID}:readers`;

/** Joins the readers channel with a presence key; resolves once joined and first synced. */
async function watchReaders(client: SupabaseClient, topic: string, key = '') {
  let synced: () => void = () => undefined;
  const syncs: Array<() => void> = [];
  const channel: RealtimeChannel = client
    .channel(topic, { config: { private: true, presence: { key } } })
    .on('presence', { event: 'sync' }, () => {
      synced();
      for (const waiter of syncs.splice(0)) waiter();
    });
  const error = await new Promise<Error | null>((resolve) => {
    synced = () => resolve(null);
    channel.subscribe((status, err) => {
      if (status !== 'SUBSCRIBED' && status !== 'CLOSED') resolve(err ?? new Error(status));
    });
  });
  /** Waits for the presence state to satisfy `test`. */
  const until = async (test: (keys: string[]) => boolean) => {
    while (!test(Object.keys(channel.presenceState()).sort())) {
      await new Promise<void>((resolve) => syncs.push(resolve));
    }
  };
  return { channel, error, until };
}

describe('post readers presence', () => {
  let stack: TestStack;
  let alice: Member;
  let bob: Member;
  const clients: SupabaseClient[] = [];

  before(async () => {
    stack = await startTestStack({ autoconfirm: true });
    alice = await signUpMember(stack, uniqueUsername('alice'));
    bob = await signUpMember(stack, uniqueUsername('bob'));
    clients.push(alice.client, bob.client);
  });
  after(async () => {
    for (const client of clients) await client.removeAllChannels();
    await stack?.stop();
  });

  it('lists a member to the other readers and to a visitor, and drops them when they leave', async () => {
    const visitorClient = anonClient(stack);
    clients.push(visitorClient);
    const visitor = await watchReaders(visitorClient, READERS);
    assert.equal(visitor.error, null);
    const first = await watchReaders(alice.client, READERS, alice.id);
    const second = await watchReaders(bob.client, READERS, bob.id);
    assert.equal(await first.channel.track({ username: 'alice', avatar: null }), 'ok');
    assert.equal(await second.channel.track({ username: 'bob', avatar: null }), 'ok');

    const both = [alice.id, bob.id].sort();
    await visitor.until((keys) => keys.join() === both.join());
    await first.until((keys) => keys.join() === both.join());
    const [meta] = visitor.channel.presenceState()[alice.id] as Array<Record<string, unknown>>;
    assert.equal(meta?.username, 'alice');

    await bob.client.removeChannel(second.channel);
    await first.until((keys) => keys.join() === alice.id);
    await visitor.until((keys) => keys.join() === alice.id);
  });

  it('refuses a visitor who tries to be listed', async () => {
    const visitorClient = anonClient(stack);
    clients.push(visitorClient);
    const topic = `post:${POST_ID.slice(0, -2)}22:readers`;
    const watcher = await watchReaders(alice.client, topic, alice.id);
    const visitor = await watchReaders(visitorClient, topic);
    assert.equal(visitor.error, null);
    assert.equal(await visitor.channel.track({ username: 'mallory', avatar: null }), 'error');
    // A member listed after the refusal is the only one the watcher ever sees.
    const member = await watchReaders(bob.client, topic, bob.id);
    assert.equal(await member.channel.track({ username: 'bob', avatar: null }), 'ok');
    await watcher.until((keys) => keys.length > 0);
    assert.deepEqual(Object.keys(watcher.channel.presenceState()), [bob.id]);
  });

  it('lets nobody watch a readers topic that is not a post id', async () => {
    const { error } = await watchReaders(alice.client, 'post:anything:readers', alice.id);
    assert.match(String(error?.message), /You do not have permissions to read/);
  });
});
