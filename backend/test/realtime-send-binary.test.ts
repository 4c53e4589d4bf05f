import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { joinChannel, openRawSocket, tokenClient } from './helpers/realtime-probe.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

describe('realtime: realtime.send_binary, broadcast from the database as bytes', () => {
  let stack: TestStack;
  let service: SupabaseClient;

  before(async () => {
    stack = await startTestStack();
    service = tokenClient(stack, () => stack.serviceRoleKey);
    await service.realtime.setAuth();
  });
  after(async () => {
    await service?.removeAllChannels();
    await stack?.stop();
  });

  it("has hosted Realtime's signature, and no bytea overload of realtime.send", async () => {
    const { rows } = await stack.pool.query<{ name: string; args: string }>(
      `select p.proname as name, pg_get_function_arguments(p.oid) as args
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'realtime' and p.proname in ('send', 'send_binary')
        order by 1, 2`,
    );
    assert.deepEqual(rows, [
      { name: 'send', args: 'payload jsonb, event text, topic text, private boolean DEFAULT true' },
      {
        name: 'send_binary',
        args: 'payload bytea, event text, topic text, private boolean DEFAULT true',
      },
    ]);
    // A message holds JSON or bytes, never both.
    await assert.rejects(
      stack.pool.query(
        `insert into realtime.messages (topic, extension, event, payload, binary_payload)
         values ('t', 'broadcast', 'e', '{}', '\\x01')`,
      ),
      /messages_payload_exclusive/,
    );
  });

  it('delivers the bytes as a binary broadcast with the message id, once committed', async () => {
    const probe = await joinChannel(service, 'bytes:1', { private: true });
    assert.equal(probe.error, null);
    const client = await stack.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select realtime.send_binary('\\x09'::bytea, 'rolled-back', 'bytes:1')`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    await stack.pool.query(
      `select realtime.send_binary('\\x00ff10'::bytea, 'frame', 'bytes:1', true)`,
    );
    const received = await probe.broadcasts.next();
    assert.equal(received.event, 'frame');
    assert.ok(received.payload instanceof ArrayBuffer);
    assert.deepEqual([...new Uint8Array(received.payload)], [0, 255, 16]);
    const { rows } = await stack.pool.query<{ id: string }>(
      `select id::text from realtime.messages where topic = 'bytes:1' and event = 'frame'`,
    );
    assert.equal(received.meta?.id, rows[0]?.id);
  });

  it('skips vsn 1.0.0 sockets, which cannot hold bytes, as Realtime does', async () => {
    const socket = await openRawSocket(stack, '1.0.0');
    const topic = 'realtime:bytes:old';
    socket.send({
      join_ref: '1',
      ref: '1',
      topic,
      event: 'phx_join',
      payload: { config: { private: true }, access_token: stack.serviceRoleKey },
    });
    const reply = (await socket.nextJson()) as { event: string; payload: { status: string } };
    assert.deepEqual([reply.event, reply.payload.status], ['phx_reply', 'ok']);
    await stack.pool.query(`select realtime.send_binary('\\x01'::bytea, 'bytes', 'bytes:old')`);
    await stack.pool.query(`select realtime.send('{"n": 2}', 'json', 'bytes:old')`);
    // Database messages go out in commit order: the JSON one comes first only if the bytes were skipped.
    const next = (await socket.nextJson()) as { event: string; payload: { event: string } };
    assert.equal(next.event, 'broadcast');
    assert.equal(next.payload.event, 'json');
    socket.close();
  });

  it('warns instead of failing when the caller may not send, as realtime.send does', async () => {
    const client = await stack.pool.connect();
    const warnings: string[] = [];
    const collect = (notice: { message?: string }) => warnings.push(String(notice.message));
    client.on('notice', collect);
    try {
      await client.query('begin');
      await client.query(`set local role authenticated`);
      await client.query(`select realtime.send_binary('\\x01'::bytea, 'denied', 'bytes:denied')`);
      await client.query('rollback');
    } finally {
      client.off('notice', collect);
      client.release();
    }
    assert.equal(warnings.length, 1);
    assert.match(String(warnings[0]), /^WarnSendingBroadcastMessage: new row violates row-level/);
  });
});
