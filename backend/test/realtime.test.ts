import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startRealtime } from '../src/realtime/index.ts';
import { serviceClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

type Change = {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  schema: string;
  table: string;
  commit_timestamp: string;
};

/** Collects the changes a channel receives; `next()` resolves with the next one (waits if none yet). */
class ChangeInbox {
  private readonly items: Change[] = [];
  private readonly waiters: Array<(change: Change) => void> = [];

  push = (change: Change) => {
    const waiter = this.waiters.shift();
    if (waiter) waiter(change);
    else this.items.push(change);
  };

  next(): Promise<Change> {
    const item = this.items.shift();
    return item ? Promise.resolve(item) : new Promise((resolve) => this.waiters.push(resolve));
  }

  get pending(): number {
    return this.items.length;
  }
}

function subscribe(
  client: SupabaseClient,
  name: string,
  filter?: string,
  event: '*' | 'INSERT' | 'UPDATE' = '*',
) {
  const inbox = new ChangeInbox();
  const statuses: string[] = [];
  const joinWaiters: Array<{ count: number; resolve: () => void }> = [];
  /** Resolves once the channel has been SUBSCRIBED `count` times (rejoins included). */
  const subscribedTimes = (count: number) =>
    new Promise<void>((resolve) => {
      if (statuses.filter((status) => status === 'SUBSCRIBED').length >= count) resolve();
      else joinWaiters.push({ count, resolve });
    });
  const channel: RealtimeChannel = client
    .channel(name)
    .on(
      'postgres_changes' as never,
      { event, schema: 'public', table: 'notifications', ...(filter ? { filter } : {}) },
      inbox.push as never,
    )
    .subscribe((status) => {
      statuses.push(status);
      const joins = statuses.filter((entry) => entry === 'SUBSCRIBED').length;
      for (const waiter of joinWaiters.filter((entry) => entry.count <= joins)) {
        joinWaiters.splice(joinWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  return { inbox, channel, statuses, ready: subscribedTimes(1), subscribedTimes };
}

/** Raw Phoenix frames, for what supabase-js does not expose. */
async function openSocket(
  url: string,
): Promise<{ send(frame: unknown[]): void; next(): Promise<unknown>; close(): void }> {
  const socket = new WebSocket(url);
  const frames: unknown[] = [];
  const waiters: Array<(frame: unknown) => void> = [];
  socket.on('message', (data) => {
    const frame: unknown = JSON.parse(data.toString());
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    send: (frame) => socket.send(JSON.stringify(frame)),
    next: () =>
      frames.length
        ? Promise.resolve(frames.shift())
        : new Promise((resolve) => waiters.push(resolve)),
    close: () => socket.close(),
  };
}

describe('realtime', () => {
  let stack: TestStack;
  let alice: TestUser;
  let bob: TestUser;
  const clients: SupabaseClient[] = [];

  async function notify(userId: string, title: string): Promise<string> {
    const { rows } = await stack.pool.query<{ id: string }>(
      `insert into public.notifications (user_id, type, title, message, metadata)
       values ($1, 'follow', $2, 'message', '{"follower_username":"someone"}') returning id`,
      [userId, title],
    );
    return rows[0]!.id;
  }

  before(async () => {
    stack = await startTestStack();
    alice = await createConfirmedUser(stack, {
      data: { username: 'alice_live', display_name: 'Alice' },
    });
    bob = await createConfirmedUser(stack, { data: { username: 'bob_live', display_name: 'Bob' } });
    clients.push(alice.client, bob.client);
  });
  after(async () => {
    for (const client of clients) await client.removeAllChannels();
    await stack?.stop();
  });

  it('delivers an insert with the row, typed columns and the commit timestamp', async () => {
    const { inbox, ready } = subscribe(alice.client, 'insert-payload');
    await ready;
    const id = await notify(alice.user.id, 'hello');
    const change = await inbox.next();
    assert.equal(change.eventType, 'INSERT');
    assert.equal(change.schema, 'public');
    assert.equal(change.table, 'notifications');
    assert.match(change.commit_timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(change.new.id, id);
    assert.equal(change.new.user_id, alice.user.id);
    assert.equal(change.new.title, 'hello');
    assert.equal(change.new.read, false);
    assert.deepEqual(change.new.metadata, { follower_username: 'someone' });
    assert.deepEqual(change.old, {});
  });

  it('applies the filter: user_id=eq.X delivers only rows of X', async () => {
    const service = serviceClient(stack);
    clients.push(service);
    const { inbox, ready } = subscribe(service, 'filtered', `user_id=eq.${bob.user.id}`);
    await ready;
    await notify(alice.user.id, 'for alice');
    await notify(bob.user.id, 'for bob');
    const change = await inbox.next();
    assert.equal(change.new.title, 'for bob');
    assert.equal(inbox.pending, 0);
  });

  it('checks RLS: a row the subscriber cannot read is not delivered', async () => {
    const { inbox, ready } = subscribe(alice.client, 'rls');
    await ready;
    await notify(bob.user.id, 'secret of bob');
    // Changes go out in commit order on one socket, so alice's own row arriving first proves bob's was dropped.
    await notify(alice.user.id, 'marker');
    const change = await inbox.next();
    assert.equal(change.new.title, 'marker');
  });

  it('delivers an update with the new row and the old key', async () => {
    const id = await notify(alice.user.id, 'to be read');
    const { inbox, ready } = subscribe(alice.client, 'updates', undefined, 'UPDATE');
    await ready;
    await stack.pool.query('update public.notifications set read = true where id = $1', [id]);
    const change = await inbox.next();
    assert.equal(change.eventType, 'UPDATE');
    assert.equal(change.new.read, true);
    assert.equal(change.new.id, id);
    assert.equal(change.old.id, id);
  });

  it('delivers a deletion only to subscribers who could read the deleted row', async () => {
    const own = await notify(alice.user.id, 'delete mine');
    const bobs = await notify(bob.user.id, 'delete bobs');
    const { inbox, ready } = subscribe(alice.client, 'deletions');
    await ready;
    await stack.pool.query('delete from public.notifications where id = $1', [bobs]);
    await stack.pool.query('delete from public.notifications where id = $1', [own]);
    const change = await inbox.next();
    assert.equal(change.eventType, 'DELETE');
    // notifications has REPLICA IDENTITY FULL, so the whole old row comes along.
    assert.equal(change.old.id, own);
    assert.equal(change.old.title, 'delete mine');
    assert.deepEqual(change.new, {});
  });

  it('re-reads a row too large for a NOTIFY payload and delivers it whole', async () => {
    const { inbox, ready } = subscribe(alice.client, 'large-rows');
    await ready;
    const message = 'x'.repeat(20_000);
    await stack.pool.query(
      `insert into public.notifications (user_id, type, title, message) values ($1, 'follow', 'large', $2)`,
      [alice.user.id, message],
    );
    const change = await inbox.next();
    assert.equal(change.new.title, 'large');
    assert.equal(change.new.message, message);
  });

  it('re-applies the claims of an access_token message: after sign-out (anon key) own rows stop', async () => {
    const socket = await openSocket(
      `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=2.0.0`,
    );
    const table = { event: 'INSERT', schema: 'public', table: 'notifications' };
    socket.send([
      '1',
      '1',
      'realtime:mine',
      'phx_join',
      { config: { postgres_changes: [table] }, access_token: alice.session.access_token },
    ]);
    // Markers travel on the same socket as the service role, so they arrive after any earlier change.
    const markerJoin = {
      config: { postgres_changes: [{ ...table, filter: `user_id=eq.${bob.user.id}` }] },
      access_token: stack.serviceRoleKey,
    };
    socket.send(['2', '2', 'realtime:markers', 'phx_join', markerJoin]);
    // A change made before a join is answered may come before the subscription exists: wait for both.
    const joined = new Set<string>();
    while (joined.size < 2) {
      const [, , topic, event] = (await socket.next()) as [null, null, string, string];
      if (event === 'phx_reply') joined.add(topic);
    }
    const titles: string[] = [];
    const nextChange = async (): Promise<[string, string]> => {
      for (;;) {
        const frame = await socket.next();
        const [, , topic, event, payload] = frame as [
          null,
          null,
          string,
          string,
          { data: { record: { title: string } } },
        ];
        if (event === 'postgres_changes') return [topic, payload.data.record.title];
      }
    };

    await notify(alice.user.id, 'while signed in');
    titles.push((await nextChange()).join(' '));
    socket.send(['1', '3', 'realtime:mine', 'access_token', { access_token: stack.anonKey }]);
    // Messages of one socket are handled in order: the heartbeat reply means the token is applied.
    socket.send([null, '4', 'phoenix', 'heartbeat', {}]);
    assert.deepEqual(await socket.next(), [
      null,
      '4',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    await notify(alice.user.id, 'after sign-out');
    await notify(bob.user.id, 'marker');
    titles.push((await nextChange()).join(' '));
    assert.deepEqual(titles, ['realtime:mine while signed in', 'realtime:markers marker']);
    socket.close();
  });

  it('stops delivering after leaving the channel', async () => {
    const left = subscribe(alice.client, 'to-leave');
    const staying = subscribe(alice.client, 'staying');
    await Promise.all([left.ready, staying.ready]);
    assert.equal(await left.channel.unsubscribe(), 'ok');
    await notify(alice.user.id, 'after leave');
    assert.equal((await staying.inbox.next()).new.title, 'after leave');
    assert.equal(left.inbox.pending, 0);
  });

  it('answers heartbeats, refuses an invalid token and unknown topics (vsn 2.0.0 frames)', async () => {
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=2.0.0`;
    const socket = await openSocket(url);
    socket.send([null, '1', 'phoenix', 'heartbeat', {}]);
    assert.deepEqual(await socket.next(), [
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);

    socket.send([
      '2',
      '2',
      'realtime:bad',
      'phx_join',
      { config: { postgres_changes: [] }, access_token: 'not-a-jwt' },
    ]);
    const reply = (await socket.next()) as [
      string,
      string,
      string,
      string,
      { status: string; response: { reason: string } },
    ];
    assert.deepEqual(reply.slice(0, 4), ['2', '2', 'realtime:bad', 'phx_reply']);
    assert.equal(reply[4].status, 'error');
    assert.equal(reply[4].response.reason, 'MalformedJWT: The token provided is not a valid JWT');

    socket.send([
      '9',
      '3',
      'realtime:never-joined',
      'access_token',
      { access_token: stack.anonKey },
    ]);
    assert.deepEqual(await socket.next(), [
      '9',
      '3',
      'realtime:never-joined',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    socket.close();
  });

  it('echoes the bindings in order with ids and speaks vsn 1.0.0 object frames', async () => {
    const url = `${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=1.0.0`;
    const socket = await openSocket(url);
    const bindings = [
      {
        event: 'INSERT',
        schema: 'public',
        table: 'notifications',
        filter: `user_id=eq.${alice.user.id}`,
      },
      { event: '*', schema: 'public', table: 'notifications' },
    ];
    const joinFrame = {
      topic: 'realtime:v1',
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: { config: { postgres_changes: bindings }, access_token: alice.session.access_token },
    };
    (socket as unknown as { send(frame: unknown): void }).send(joinFrame);
    const reply = (await socket.next()) as {
      event: string;
      ref: string;
      payload: { status: string; response: { postgres_changes: Array<Record<string, unknown>> } };
    };
    assert.equal(reply.event, 'phx_reply');
    assert.equal(reply.ref, '1');
    assert.equal(reply.payload.status, 'ok');
    const echoed = reply.payload.response.postgres_changes;
    assert.deepEqual(
      echoed.map(({ id: _id, ...params }) => params),
      bindings,
    );
    assert.ok(echoed.every((entry) => Number.isInteger(entry.id)));
    const system = (await socket.next()) as { event: string; payload: { message: string } };
    assert.equal(system.event, 'system');
    assert.equal(system.payload.message, 'Subscribed to PostgreSQL');
    socket.close();
  });

  it('lets the client reconnect and rejoin after a realtime restart, then delivers again', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const options = {
      server,
      pool: stack.pool,
      databaseUrl: stack.databaseUrl,
      jwtKeys: stack.jwtKeys,
      anonKey: stack.anonKey,
    };
    let realtime = await startRealtime(options);
    const { port } = server.address() as { port: number };
    const client = createClient(`http://127.0.0.1:${port}`, stack.anonKey, {
      accessToken: async () => alice.session.access_token,
      realtime: { transport: WebSocket as never },
    });
    await client.realtime.setAuth(alice.session.access_token);
    const subscription = subscribe(client, 'restart');
    await subscription.ready;

    await realtime.close();
    realtime = await startRealtime(options);
    await subscription.subscribedTimes(2);
    await notify(alice.user.id, 'after restart');
    assert.equal((await subscription.inbox.next()).new.title, 'after restart');
    assert.ok(subscription.statuses.includes('CHANNEL_ERROR'));

    await client.removeAllChannels();
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
  });
});
