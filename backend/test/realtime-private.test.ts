import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { Inbox } from './helpers/realtime-probe.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { createConfirmedUser, type TestUser } from './helpers/test-users.ts';

type Received = {
  type: string;
  event: string;
  payload: Record<string, unknown>;
  meta?: { id: string };
};

type Options = { private?: boolean; ack?: boolean };

/** Joins a channel; resolves with its inbox once joined, or with the join's error. */
async function join(client: SupabaseClient, name: string, options: Options = {}) {
  const inbox = new Inbox<Received>();
  const channel: RealtimeChannel = client
    .channel(name, {
      config: { private: options.private ?? true, broadcast: { ack: options.ack ?? false } },
    })
    .on('broadcast', { event: '*' }, (message) => inbox.push(message as Received));
  const error = await new Promise<Error | null>((resolve) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(null);
      else if (status !== 'CLOSED') resolve(err ?? new Error(status));
    }),
  );
  return { channel, inbox, error };
}

describe('realtime private channels and broadcast from the database', () => {
  let stack: TestStack;
  let writer: TestUser;
  let reader: TestUser;
  const clients: SupabaseClient[] = [];

  before(async () => {
    stack = await startTestStack();
    writer = await createConfirmedUser(stack);
    reader = await createConfirmedUser(stack);
    clients.push(writer.client, reader.client);
    // The policies a project writes for hosted Supabase: members read 'team' topics, only the writer writes.
    await stack.pool.query(`
      create policy "members read team topics" on realtime.messages for select to authenticated
        using (realtime.topic() like 'team:%');
      create policy "the writer writes" on realtime.messages for insert to authenticated
        with check (realtime.topic() like 'team:%' and (select auth.uid()) = '${writer.user.id}');
      create table public.rt_scores (id int primary key, score int not null);
      create function public.rt_scores_broadcast() returns trigger language plpgsql security definer
        set search_path = '' as $$
      begin
        perform realtime.broadcast_changes('scores:' || coalesce(new.id, old.id)::text, tg_op, tg_op,
          tg_table_name, tg_table_schema, new, old);
        return null;
      end $$;
      create trigger rt_scores_broadcast after insert or update or delete on public.rt_scores
        for each row execute function public.rt_scores_broadcast();`);
  });
  after(async () => {
    for (const each of clients) await each.removeAllChannels();
    await stack?.stop();
  });

  it('refuses a private channel to whoever RLS does not let read it', async () => {
    const visitor = anonClient(stack);
    clients.push(visitor);
    const { error } = await join(visitor, 'team:red');
    assert.match(
      String(error?.message),
      /Unauthorized: You do not have permissions to read from this Channel topic: team:red/,
    );
    const outside = await join(reader.client, 'other:red');
    assert.match(String(outside.error?.message), /You do not have permissions to read/);
  });

  it("delivers the writer's broadcasts and drops the ones of a member without write", async () => {
    const listener = await join(reader.client, 'team:blue');
    const listenerPublic = await join(reader.client, 'marker-blue', { private: false });
    const sender = await join(writer.client, 'team:blue', { ack: true });
    assert.equal(sender.error, null);
    assert.equal(
      await sender.channel.send({ type: 'broadcast', event: 'go', payload: { n: 1 } }),
      'ok',
    );
    assert.deepEqual((await listener.inbox.next()).payload, { n: 1 });

    // The reader may read but not write: its broadcast goes nowhere. Its socket handles pushes in
    // order, so a public marker sent after it reaches the listener only once the first was dropped.
    const silent = anonClient(stack);
    clients.push(silent);
    await silent.realtime.setAuth(reader.session.access_token);
    const readOnly = await join(silent, 'team:blue');
    const marker = await join(silent, 'marker-blue', { private: false, ack: true });
    await readOnly.channel.send({ type: 'broadcast', event: 'go', payload: { n: 2 } });
    await marker.channel.send({ type: 'broadcast', event: 'marker', payload: {} });
    assert.equal((await listenerPublic.inbox.next()).event, 'marker');
    assert.equal(listener.inbox.items.length, 0);
  });

  it('keeps private and public topics of one name apart, and checks REST writes', async () => {
    const privateListener = await join(reader.client, 'team:green');
    const visitor = anonClient(stack);
    clients.push(visitor);
    const publicListener = await join(visitor, 'team:green', { private: false });
    const restWriter = writer.client.channel('team:green', { config: { private: true } });
    const publicSender = anonClient(stack).channel('team:green');
    // Each REST call has fanned out before it answers, so every listener gets them in this order.
    assert.deepEqual(await restWriter.httpSend('rest', { n: 1 }), { success: true });
    assert.deepEqual(await publicSender.httpSend('open', { n: 2 }), { success: true });
    assert.deepEqual(await restWriter.httpSend('rest', { n: 3 }), { success: true });
    assert.deepEqual((await publicListener.inbox.next()).payload, { n: 2 });
    assert.deepEqual((await privateListener.inbox.next()).payload, { n: 1 });
    assert.deepEqual((await privateListener.inbox.next()).payload, { n: 3 });
    // The reader may read but not write the topic: Realtime's 403.
    const restReader = reader.client.channel('team:green', { config: { private: true } });
    await assert.rejects(restReader.httpSend('rest', { n: 4 }), /Unauthorized/);
  });

  it('sends realtime.send messages once committed, with their id', async () => {
    const listener = await join(reader.client, 'team:db');
    const client = await stack.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select realtime.send('{"n": 1}', 'rolled-back', 'team:db', true)`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    await stack.pool.query(`select realtime.send('{"n": 2}', 'committed', 'team:db', true)`);
    const message = await listener.inbox.next();
    assert.equal(message.event, 'committed');
    assert.equal(message.payload.n, 2);
    assert.equal(typeof message.payload.id, 'string');
    assert.equal(message.meta?.id, message.payload.id);
  });

  it('broadcasts row changes with realtime.broadcast_changes from a trigger', async () => {
    const service = anonClient(stack);
    clients.push(service);
    await service.realtime.setAuth(stack.serviceRoleKey);
    const listener = await join(service, 'scores:7');
    await stack.pool.query('insert into public.rt_scores (id, score) values (7, 10)');
    await stack.pool.query('update public.rt_scores set score = 11 where id = 7');
    const inserted = await listener.inbox.next();
    assert.equal(inserted.event, 'INSERT');
    assert.deepEqual(
      { ...inserted.payload, id: undefined },
      {
        id: undefined,
        operation: 'INSERT',
        table: 'rt_scores',
        schema: 'public',
        record: { id: 7, score: 10 },
        old_record: null,
      },
    );
    const updated = await listener.inbox.next();
    assert.equal(updated.event, 'UPDATE');
    assert.deepEqual(updated.payload.old_record, { id: 7, score: 10 });
    assert.deepEqual(updated.payload.record, { id: 7, score: 11 });
  });
});
