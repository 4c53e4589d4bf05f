import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { joinChannel, openRawSocket, tokenClient } from './helpers/realtime-probe.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

const replayConfig = (replay: Record<string, unknown>, presence = false) => ({
  private: true,
  broadcast: { replay },
  presence: { enabled: presence },
});

describe('realtime: stored broadcasts (httpSend persist) and replay on join', () => {
  let stack: TestStack;
  let writer: TestUser;
  let helper: TestUser;
  let reader: TestUser;
  let watcher: TestUser;
  const clients: SupabaseClient[] = [];

  const storedCount = async (topic: string) =>
    Number(
      (
        await stack.pool.query<{ count: string }>(
          `select count(*) from realtime.messages where topic = $1 and extension = 'broadcast'`,
          [topic],
        )
      ).rows[0]?.count,
    );

  before(async () => {
    stack = await startTestStack();
    [writer, helper, reader, watcher] = await Promise.all([
      createConfirmedUser(stack),
      createConfirmedUser(stack),
      createConfirmedUser(stack),
      createConfirmedUser(stack),
    ]);
    clients.push(writer.client, helper.client, reader.client, watcher.client);
    // The writer may send and store; the helper may send but not store (its policy names the
    // extension); the watcher may only see who is present.
    await stack.pool.query(`
      create policy "members read chat" on realtime.messages for select to authenticated
        using (realtime.topic() like 'chat:%' and (select auth.uid()) <> '${watcher.user.id}');
      create policy "watcher sees presence" on realtime.messages for select to authenticated
        using (realtime.topic() like 'chat:%' and extension = 'presence'
               and (select auth.uid()) = '${watcher.user.id}');
      create policy "writer sends and stores" on realtime.messages for insert to authenticated
        with check (realtime.topic() like 'chat:%' and (select auth.uid()) = '${writer.user.id}');
      create policy "helper sends only" on realtime.messages for insert to authenticated
        with check (realtime.topic() like 'chat:%' and extension = 'broadcast'
                    and (select auth.uid()) = '${helper.user.id}');`);
  });
  after(async () => {
    for (const each of clients) await each.removeAllChannels();
    await stack?.stop();
  });

  it('stores persisted REST broadcasts, delivers each once, and replays the newest since `since`', async () => {
    const live = await joinChannel(reader.client, 'chat:one', { private: true });
    assert.equal(live.error, null);
    const sender = writer.client.channel('chat:one', { config: { private: true } });
    assert.deepEqual(await sender.httpSend('note', { n: 1 }, { persist: true }), {
      success: true,
    });
    await sleep(20);
    const cut = Date.now();
    await sleep(20);
    for (const n of [2, 3, 4])
      assert.deepEqual(await sender.httpSend('note', { n }, { persist: true }), { success: true });
    assert.deepEqual(await sender.httpSend('note', { n: 5 }), { success: true });
    // Live: every message once. Database messages go out one after another in commit order, so
    // once one sent after the stored ones arrives, a second delivery of those would have too.
    for (const n of [1, 2, 3, 4, 5])
      assert.deepEqual((await live.broadcasts.next()).payload, { n });
    assert.equal(await storedCount('chat:one'), 4);
    const marker = await joinChannel(reader.client, 'chat:marker', { private: true });
    await stack.pool.query(`select realtime.send('{}', 'marker', 'chat:marker', true)`);
    assert.equal((await marker.broadcasts.next()).event, 'marker');
    assert.equal(live.broadcasts.items.length, 0);

    const late = await anotherReader();
    const replayed = await joinChannel(late, 'chat:one', replayConfig({ since: cut, limit: 2 }));
    assert.equal(replayed.error, null);
    const first = await replayed.broadcasts.next();
    const second = await replayed.broadcasts.next();
    assert.deepEqual([first.payload, second.payload], [{ n: 3 }, { n: 4 }]);
    assert.equal(first.event, 'note');
    assert.equal(first.meta?.replayed, true);
    assert.match(String(first.meta?.id), /^[0-9a-f-]{36}$/);
    const { rows } = await stack.pool.query<{ id: string }>(
      `select id::text from realtime.messages where topic = 'chat:one' and payload = '{"n": 4}'`,
    );
    assert.equal(second.meta?.id, rows[0]?.id);

    // Without a limit Realtime replays up to 25; since 0 reaches the first message too.
    const all = await joinChannel(await anotherReader(), 'chat:one', replayConfig({ since: 0 }));
    const payloads = [];
    for (let i = 0; i < 4; i += 1) payloads.push((await all.broadcasts.next()).payload);
    assert.deepEqual(payloads, [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });

  /** A socket of its own for the reader, so that the channel is joined afresh. */
  async function anotherReader(): Promise<SupabaseClient> {
    const client = tokenClient(stack, () => reader.session.access_token);
    clients.push(client);
    await client.realtime.setAuth();
    return client;
  }

  it('replays binary messages as binary, and database messages too', async () => {
    const sender = writer.client.channel('chat:bin', { config: { private: true } });
    await sender.httpSend('bytes', new Uint8Array([1, 2, 250]), { persist: true });
    await stack.pool.query(`select realtime.send('{"from": "db"}', 'db', 'chat:bin', true)`);
    await stack.pool.query(`select realtime.send_binary('\\x0708'::bytea, 'db-bytes', 'chat:bin')`);
    const replayed = await joinChannel(
      await anotherReader(),
      'chat:bin',
      replayConfig({ since: 0 }),
    );
    const bytes = await replayed.broadcasts.next();
    assert.equal(bytes.event, 'bytes');
    assert.ok(bytes.payload instanceof ArrayBuffer);
    assert.deepEqual([...new Uint8Array(bytes.payload)], [1, 2, 250]);
    assert.equal(bytes.meta?.replayed, true);
    const fromDb = await replayed.broadcasts.next();
    assert.equal(fromDb.event, 'db');
    assert.equal((fromDb.payload as { from: string }).from, 'db');
    assert.equal(fromDb.meta?.replayed, true);
    const binaryFromDb = await replayed.broadcasts.next();
    assert.deepEqual([...new Uint8Array(binaryFromDb.payload as ArrayBuffer)], [7, 8]);
  });

  it('stores only where the persistence policy allows, and only on private channels', async () => {
    const helperSender = helper.client.channel('chat:helper', { config: { private: true } });
    const live = await joinChannel(reader.client, 'chat:helper', { private: true });
    assert.deepEqual(await helperSender.httpSend('note', { n: 1 }, { persist: true }), {
      success: true,
    });
    assert.deepEqual((await live.broadcasts.next()).payload, { n: 1 });
    assert.equal(await storedCount('chat:helper'), 0);

    // realtime-js refuses it before sending; the server answers Realtime's changeset error.
    const response = await fetch(
      `${stack.url}/realtime/v1/api/broadcast/chat%3Aopen/events/note?persist=true`,
      {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ n: 1 }),
      },
    );
    assert.equal(response.status, 422);
    assert.deepEqual(await response.json(), {
      errors: { persist: ['can only be used on private channels'] },
    });

    // `persist: { ttl }` is stored as well.
    const sender = writer.client.channel('chat:ttl', { config: { private: true } });
    await sender.httpSend('note', { n: 1 }, { persist: { ttl: 60 } });
    assert.equal(await storedCount('chat:ttl'), 1);
  });

  it('asks the read right before replaying, and refuses a replay Realtime would', async () => {
    await writer.client
      .channel('chat:guarded', { config: { private: true } })
      .httpSend('note', { n: 1 }, { persist: true });
    // The watcher may read presence only: the join passes, its replay does not.
    const watched = await joinChannel(
      watcher.client,
      'chat:guarded',
      replayConfig({ since: 0 }, true),
    );
    assert.equal(
      watched.error?.message,
      'Unauthorized: You do not have permissions to read from this Channel topic: chat:guarded',
    );
    const presenceOnly = await joinChannel(watcher.client, 'chat:presence-only', {
      private: true,
      presence: { enabled: true },
    });
    assert.equal(presenceOnly.error, null);

    const socket = await openRawSocket(stack);
    const token = reader.session.access_token;
    const reasonOf = async (ref: string, topic: string, config: unknown) => {
      socket.send([ref, ref, topic, 'phx_join', { config, access_token: token }]);
      const reply = (await socket.nextJson()) as [
        string,
        string,
        string,
        string,
        { status: string; response: { reason?: string } },
      ];
      return reply[4].status === 'ok' ? 'ok' : reply[4].response.reason;
    };
    assert.equal(
      await reasonOf('1', 'realtime:chat:public', { broadcast: { replay: { since: 0 } } }),
      'UnableToReplayMessages: Replay is not allowed for public channels',
    );
    assert.equal(
      await reasonOf('2', 'realtime:chat:guarded', replayConfig({ since: 'yesterday' })),
      'UnableToReplayMessages: Replay params are not valid',
    );
    assert.equal(
      await reasonOf('3', 'realtime:chat:guarded', replayConfig({ since: 0, limit: 1.5 })),
      'UnableToReplayMessages: Replay params are not valid',
    );
    // A replay that is not a map is no replay at all.
    assert.equal(
      await reasonOf('4', 'realtime:chat:guarded', { private: true, broadcast: { replay: true } }),
      'ok',
    );
    socket.close();
  });
});
