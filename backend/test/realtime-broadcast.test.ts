import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { anonClient, serviceClient } from './helpers/supabase-clients.ts';
import { Inbox } from './helpers/realtime-probe.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

type Received = { type: string; event: string; payload: Record<string, unknown> };

type BroadcastConfig = { self?: boolean; ack?: boolean };

/** Joins `name` and collects every broadcast of `event` ('*' for all). */
async function join(
  client: SupabaseClient,
  name: string,
  broadcast: BroadcastConfig = {},
  event = '*',
) {
  const inbox = new Inbox<Received>();
  const channel: RealtimeChannel = client
    .channel(name, { config: { broadcast } })
    .on('broadcast', { event }, (message) => inbox.push(message as Received));
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    }),
  );
  return { channel, inbox };
}

const MESSAGE_LIMIT = 40;

describe('realtime broadcast', () => {
  let stack: TestStack;
  const clients: SupabaseClient[] = [];
  const client = () => {
    const created = anonClient(stack);
    clients.push(created);
    return created;
  };
  const endpoint = () => `${stack.url}/realtime/v1/api/broadcast`;

  before(async () => {
    // A long window, so the flood tests count exactly; every other test stays far below the limit.
    stack = await startTestStack({
      realtimeMaxMessagesPerWindow: MESSAGE_LIMIT,
      realtimeRateWindowMs: 600_000,
    });
  });
  after(async () => {
    for (const each of clients) await each.removeAllChannels();
    await stack?.stop();
  });

  it('delivers a broadcast to the other members of the channel, not to the sender', async () => {
    const sender = await join(client(), 'room-a', { ack: true });
    const listener = await join(client(), 'room-a');
    const elsewhere = await join(client(), 'room-b', {}, 'moved');
    assert.equal(
      await sender.channel.send({ type: 'broadcast', event: 'moved', payload: { x: 1 } }),
      'ok',
    );
    assert.deepEqual(await listener.inbox.next(), {
      type: 'broadcast',
      event: 'moved',
      payload: { x: 1 },
    });
    // The ack comes after the fan-out on the sender's own socket: nothing of its own arrived before it.
    assert.equal(sender.inbox.items.length, 0);
    // Another room's member sees only its room: room-a's acknowledged message never reaches it.
    await sender.channel.send({ type: 'broadcast', event: 'moved', payload: { room: 'a' } });
    const other = await join(client(), 'room-b', { ack: true });
    await other.channel.send({ type: 'broadcast', event: 'moved', payload: { room: 'b' } });
    assert.deepEqual((await elsewhere.inbox.next()).payload, { room: 'b' });
  });

  it('sends the sender its own broadcast with self, and filters by event', async () => {
    const sender = await join(client(), 'room-self', { self: true }, 'wanted');
    await sender.channel.send({ type: 'broadcast', event: 'unwanted', payload: { n: 1 } });
    await sender.channel.send({ type: 'broadcast', event: 'wanted', payload: { n: 2 } });
    const own = await sender.inbox.next();
    assert.deepEqual(own, { type: 'broadcast', event: 'wanted', payload: { n: 2 } });
  });

  it('keeps payloads intact: unicode, nesting and binary', async () => {
    const sender = await join(client(), 'room-binary', { ack: true });
    const listener = await join(client(), 'room-binary');
    const payload = { text: 'ünïcødé ✓ 🎉', nested: { list: [1, null, 'x'] } };
    await sender.channel.send({ type: 'broadcast', event: 'text', payload });
    assert.deepEqual((await listener.inbox.next()).payload, payload);
    const bytes = new Uint8Array([0, 1, 2, 255]).buffer;
    await sender.channel.send({ type: 'broadcast', event: 'bytes', payload: bytes });
    const received = (await listener.inbox.next()).payload as unknown as ArrayBuffer;
    assert.deepEqual([...new Uint8Array(received)], [0, 1, 2, 255]);
  });

  it('answers a raw vsn 1.0.0 socket with the JSON frame realtime-js parses', async () => {
    const listener = await join(client(), 'room-raw');
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`;
    const socket = new WebSocket(url);
    const frames = new Inbox<Record<string, unknown>>();
    socket.on('message', (data) =>
      frames.push(JSON.parse(data.toString()) as Record<string, unknown>),
    );
    await new Promise((resolve) => socket.once('open', resolve));
    const topic = 'realtime:room-raw';
    const config = { broadcast: { self: true, ack: false } };
    socket.send(
      JSON.stringify({ topic, event: 'phx_join', payload: { config }, ref: '1', join_ref: '1' }),
    );
    assert.equal(((await frames.next()).payload as { status: string }).status, 'ok');
    const push = { type: 'broadcast', event: 'hi', payload: { from: 'raw' } };
    socket.send(
      JSON.stringify({ topic, event: 'broadcast', payload: push, ref: '2', join_ref: '1' }),
    );
    // No reply without ack: the first frame back is the broadcast itself (self is on).
    assert.deepEqual(await frames.next(), {
      join_ref: null,
      ref: null,
      topic,
      event: 'broadcast',
      payload: push,
    });
    assert.deepEqual(await listener.inbox.next(), push);
    socket.close();
  });

  it('sends over REST with httpSend, and falls back to REST when not joined', async () => {
    const listener = await join(client(), 'room-rest');
    const sender = client().channel('room-rest');
    assert.deepEqual(await sender.httpSend('note', { via: 'httpSend' }), { success: true });
    assert.deepEqual(await listener.inbox.next(), {
      type: 'broadcast',
      event: 'note',
      payload: { via: 'httpSend' },
    });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      assert.equal(
        await sender.send({ type: 'broadcast', event: 'note', payload: { via: 'batch' } }),
        'ok',
      );
    } finally {
      console.warn = warn;
    }
    assert.deepEqual(await listener.inbox.next(), {
      type: 'broadcast',
      event: 'note',
      payload: { via: 'batch' },
    });
  });

  it('refuses REST calls without a valid key or token, as Kong and Realtime do', async () => {
    const body = JSON.stringify({ messages: [{ topic: 't', event: 'e', payload: {} }] });
    const post = (headers: Record<string, string>, url = endpoint()) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const none = await post({});
    assert.equal(none.status, 401);
    assert.deepEqual(await none.json(), { message: 'No API key found in request' });
    const wrongKey = await post({ apikey: 'not-a-key' });
    assert.equal(wrongKey.status, 401);
    assert.deepEqual(await wrongKey.json(), { message: 'Invalid API key' });
    const badToken = await post({ apikey: stack.anonKey, authorization: 'Bearer x.y.z' });
    assert.equal(badToken.status, 401);
    assert.deepEqual(await badToken.json(), { message: 'Unauthorized' });
    const ok = await post({ apikey: stack.anonKey, origin: 'http://localhost:3000' });
    assert.equal(ok.status, 202);
    assert.equal(await ok.text(), '');
    assert.equal(ok.headers.get('access-control-allow-origin'), '*');
    // A browser asks first; the gateway's CORS answers for every path.
    const preflight = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  });

  it('answers bad REST bodies with Realtime status codes and errors', async () => {
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const post = (body: string, url = endpoint(), extra: Record<string, string> = {}) =>
      fetch(url, { method: 'POST', headers: { ...headers, ...extra }, body });
    const empty = await post(JSON.stringify({ messages: [] }));
    assert.equal(empty.status, 422);
    assert.deepEqual(await empty.json(), { errors: { messages: ["can't be blank"] } });
    const missing = await post(
      JSON.stringify({ messages: [{ topic: 't', event: 'e', payload: {} }, { topic: 't' }] }),
    );
    assert.equal(missing.status, 422);
    assert.deepEqual(await missing.json(), {
      errors: { messages: [{}, { event: ["can't be blank"], payload: ["can't be blank"] }] },
    });
    assert.equal((await post('{not json')).status, 400);
    const single = `${endpoint()}/room/events/e`;
    const wrongType = await post('x', single, { 'content-type': 'text/plain' });
    assert.equal(wrongType.status, 415);
    assert.deepEqual(await wrongType.json(), {
      error: 'Unsupported Media Type. Use application/json or application/octet-stream',
    });
    const tooLarge = await post(JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }), single);
    assert.equal(tooLarge.status, 413);
  });

  it('sends a private REST broadcast only with the right to write it', async () => {
    const anon = client().channel('room-private', { config: { private: true } });
    await assert.rejects(anon.httpSend('e', { n: 1 }), /Unauthorized/);
    const service = serviceClient(stack);
    clients.push(service);
    const allowed = service.channel('room-private', { config: { private: true } });
    assert.deepEqual(await allowed.httpSend('e', { n: 1 }), { success: true });
  });

  it('tells a channel that asked for replication_ready that the database feed is ready', async () => {
    const system = new Inbox<Record<string, unknown>>();
    const ready = client()
      .channel('room-ready', { config: { broadcast: { replication_ready: true } } })
      .on('system', {}, (payload) => system.push(payload as Record<string, unknown>));
    await new Promise<void>((resolve) => {
      ready.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
      });
    });
    assert.deepEqual(await system.next(), {
      extension: 'system',
      status: 'ok',
      message: 'Replication connection established',
      channel: 'room-ready',
    });
  });

  it('shuts the channel of a socket that floods the others, who get at most the limit', async () => {
    const listener = await join(client(), 'room-flood');
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=2.0.0`;
    const socket = new WebSocket(url);
    const frames = new Inbox<unknown[]>();
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as unknown[]));
    await new Promise((resolve) => socket.once('open', resolve));
    const topic = 'realtime:room-flood';
    socket.send(JSON.stringify(['1', '1', topic, 'phx_join', { config: {} }]));
    assert.equal(((await frames.next())[4] as { status: string }).status, 'ok');
    for (let n = 0; n < MESSAGE_LIMIT + 10; n += 1)
      socket.send(
        JSON.stringify([
          '1',
          null,
          topic,
          'broadcast',
          { type: 'broadcast', event: 'flood', payload: { n } },
        ]),
      );
    let frame = await frames.next();
    while (frame[3] !== 'system') frame = await frames.next();
    assert.deepEqual(frame[4], {
      extension: 'system',
      status: 'error',
      message: 'Too many messages per second',
      channel: 'room-flood',
    });
    assert.equal((await frames.next())[3], 'phx_close');
    socket.close();
    // A REST message fans out after everything the flood got through: once it arrives, all did.
    await client().channel('room-flood').httpSend('marker', {});
    const received: Received[] = [];
    for (
      let item = await listener.inbox.next();
      item.event !== 'marker';
      item = await listener.inbox.next()
    )
      received.push(item);
    assert.ok(received.length < MESSAGE_LIMIT, `${received.length} flood messages got through`);
  });

  it('answers 429 when REST broadcasts pass the limit', async () => {
    const messages = Array.from({ length: MESSAGE_LIMIT + 1 }, () => ({
      topic: 't',
      event: 'e',
      payload: {},
    }));
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages }),
    });
    assert.equal(response.status, 429);
    assert.deepEqual(await response.json(), {
      message: 'Too many messages to broadcast, please reduce the batch size',
    });
  });
});
