import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

type PresenceEvent = {
  event: 'sync' | 'join' | 'leave';
  key?: string;
  newPresences?: Array<Record<string, unknown>>;
  leftPresences?: Array<Record<string, unknown>>;
};

/** Presence events of a channel in order; `until()` waits for the first one matching. */
class PresenceLog {
  private readonly items: PresenceEvent[] = [];
  private readonly waiters: Array<{
    test: (e: PresenceEvent) => boolean;
    resolve: (e: PresenceEvent) => void;
  }> = [];
  push = (item: PresenceEvent) => {
    const waiter = this.waiters.find((entry) => entry.test(item));
    if (waiter) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(item);
    } else this.items.push(item);
  };
  until(test: (e: PresenceEvent) => boolean): Promise<PresenceEvent> {
    const index = this.items.findIndex(test);
    if (index >= 0) return Promise.resolve(this.items.splice(0, index + 1)[index]!);
    this.items.length = 0;
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }
}

async function joinPresence(client: SupabaseClient, name: string, key?: string) {
  const log = new PresenceLog();
  const channel: RealtimeChannel = client
    .channel(name, { config: { presence: { key: key ?? '' } } })
    .on('presence', { event: 'sync' }, () => log.push({ event: 'sync' }))
    .on('presence', { event: 'join' }, (payload) => log.push(payload as PresenceEvent))
    .on('presence', { event: 'leave' }, (payload) => log.push(payload as PresenceEvent));
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    }),
  );
  // The first sync follows the presence_state sent on join.
  await log.until((event) => event.event === 'sync');
  return { channel, log };
}

/** The state without the server's refs, sorted, to compare. */
function stateOf(channel: RealtimeChannel): Record<string, Array<Record<string, unknown>>> {
  const state = channel.presenceState();
  return Object.fromEntries(
    Object.keys(state)
      .sort()
      .map((key) => [
        key,
        state[key]!.map(({ presence_ref, ...meta }) => {
          assert.equal(typeof presence_ref, 'string');
          return meta;
        }),
      ]),
  );
}

describe('realtime presence', () => {
  let stack: TestStack;
  const clients: SupabaseClient[] = [];
  const client = () => {
    const created = anonClient(stack);
    clients.push(created);
    return created;
  };

  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    for (const each of clients) await each.removeAllChannels();
    await stack?.stop();
  });

  it('tracks, syncs and reports joins to everyone on the topic, the tracker included', async () => {
    const ann = await joinPresence(client(), 'post-1', 'ann');
    const ben = await joinPresence(client(), 'post-1', 'ben');
    assert.equal(await ann.channel.track({ name: 'Ann' }), 'ok');
    for (const { log } of [ann, ben]) {
      const joined = await log.until((event) => event.event === 'join');
      assert.equal(joined.key, 'ann');
      assert.equal(joined.newPresences?.[0]?.name, 'Ann');
    }
    assert.equal(await ben.channel.track({ name: 'Ben' }), 'ok');
    await ann.log.until((event) => event.event === 'join' && event.key === 'ben');
    await ben.log.until((event) => event.event === 'join' && event.key === 'ben');
    const expected = { ann: [{ name: 'Ann' }], ben: [{ name: 'Ben' }] };
    assert.deepEqual(stateOf(ann.channel), expected);
    assert.deepEqual(stateOf(ben.channel), expected);
  });

  it('gives a late joiner the whole state, and keeps topics apart', async () => {
    const ann = await joinPresence(client(), 'post-2', 'ann');
    await ann.channel.track({ name: 'Ann' });
    await ann.log.until((event) => event.event === 'join');
    const other = await joinPresence(client(), 'post-3', 'zed');
    const late = await joinPresence(client(), 'post-2', 'cat');
    assert.deepEqual(stateOf(late.channel), { ann: [{ name: 'Ann' }] });
    assert.deepEqual(stateOf(other.channel), {});
  });

  it('replaces a presence on a second track and removes it on untrack', async () => {
    const ann = await joinPresence(client(), 'post-4', 'ann');
    const ben = await joinPresence(client(), 'post-4', 'ben');
    await ann.channel.track({ status: 'reading' });
    await ben.log.until((event) => event.event === 'join');
    await ann.channel.track({ status: 'typing' });
    await ben.log.until(
      (event) => event.event === 'join' && event.newPresences?.[0]?.status === 'typing',
    );
    assert.deepEqual(stateOf(ben.channel), { ann: [{ status: 'typing' }] });
    assert.equal(await ann.channel.untrack(), 'ok');
    // Each change of a presence leaves its previous meta (Phoenix.Presence): wait for the untrack's.
    const left = await ben.log.until(
      (event) => event.event === 'leave' && event.leftPresences?.[0]?.status === 'typing',
    );
    assert.equal(left.key, 'ann');
    assert.deepEqual(stateOf(ben.channel), {});
  });

  it('removes the presences of a channel that leaves and of a socket that closes', async () => {
    const watcher = await joinPresence(client(), 'post-5', 'watcher');
    const leaving = await joinPresence(client(), 'post-5', 'leaving');
    await leaving.channel.track({ n: 1 });
    await watcher.log.until((event) => event.event === 'join' && event.key === 'leaving');
    await leaving.channel.unsubscribe();
    assert.equal((await watcher.log.until((event) => event.event === 'leave')).key, 'leaving');

    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`;
    const socket = new WebSocket(url);
    const replies: unknown[] = [];
    const replied = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (replies.length >= count ? resolve() : setImmediate(check));
        check();
      });
    socket.on('message', (data) => replies.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const topic = 'realtime:post-5';
    const base = { topic, join_ref: '1' };
    socket.send(
      JSON.stringify({
        ...base,
        event: 'phx_join',
        ref: '1',
        payload: { config: { presence: { key: 'raw' } } },
      }),
    );
    await replied(1);
    const track = { type: 'presence', event: 'track', payload: { raw: true } };
    socket.send(JSON.stringify({ ...base, event: 'presence', ref: '2', payload: track }));
    await watcher.log.until((event) => event.event === 'join' && event.key === 'raw');
    socket.terminate();
    const gone = await watcher.log.until((event) => event.event === 'leave');
    assert.equal(gone.key, 'raw');
    assert.deepEqual(stateOf(watcher.channel), {});
  });

  it('refuses a track payload that is not a map, keeping the channel joined', async () => {
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=2.0.0`;
    const socket = new WebSocket(url);
    const frames: unknown[][] = [];
    const frameWithRef = (ref: string) =>
      new Promise<unknown[]>((resolve) => {
        const check = () => {
          const found = frames.find((frame) => frame[1] === ref);
          if (found) resolve(found);
          else setImmediate(check);
        };
        check();
      });
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as unknown[]));
    await new Promise((resolve) => socket.once('open', resolve));
    const topic = 'realtime:post-6';
    socket.send(
      JSON.stringify(['1', '1', topic, 'phx_join', { config: { presence: { enabled: true } } }]),
    );
    assert.deepEqual((await frameWithRef('1'))[4], {
      status: 'ok',
      response: { postgres_changes: [] },
    });
    socket.send(
      JSON.stringify([
        '1',
        '2',
        topic,
        'presence',
        { type: 'presence', event: 'track', payload: [1] },
      ]),
    );
    assert.deepEqual((await frameWithRef('2'))[4], {
      status: 'error',
      response: { reason: 'Presence track payload must be a map' },
    });
    socket.send(
      JSON.stringify([
        '1',
        '3',
        topic,
        'presence',
        { type: 'presence', event: 'track', payload: { a: 1 } },
      ]),
    );
    assert.deepEqual((await frameWithRef('3'))[4], { status: 'ok', response: {} });
    const state = frames.find((frame) => frame[3] === 'presence_state');
    assert.deepEqual(state?.slice(0, 3), ['1', null, topic]);
    socket.close();
  });
});
