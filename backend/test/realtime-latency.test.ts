import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it, type TestContext } from 'node:test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

/**
 * Insert-to-callback latency of postgres_changes with 1 and with 200 subscribed clients, each a
 * different user reading `notifications` under RLS (so every change is checked for 200 claim sets).
 * It reports p50/p95 as test diagnostics and asserts only that each row reaches its owner alone.
 */
const rounds = 40;

interface Subscriber {
  userId: string;
  client: SupabaseClient;
  received: string[];
  onChange?: (id: string) => void;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

describe('realtime delivery latency', () => {
  let stack: TestStack;
  const subscribers: Subscriber[] = [];

  async function addSubscribers(count: number): Promise<void> {
    const secret = new TextEncoder().encode(stack.jwtSecret);
    for (let index = 0; index < count; index += 1) {
      const userId = randomUUID();
      await stack.pool.query(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, $3, now(), now())`,
        [
          userId,
          `${userId}@example.test`,
          // 26 hex digits of the id, so 200 names cannot clash (with 8, one run failed on a taken name).
          { username: `lat_${userId.replace(/-/g, '').slice(0, 26)}`, display_name: 'Latency' },
        ],
      );
      const token = await new SignJWT({ sub: userId, role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(secret);
      const client = createClient(stack.url, stack.anonKey, {
        accessToken: async () => token,
        realtime: { transport: WebSocket as never },
      });
      await client.realtime.setAuth(token);
      const subscriber: Subscriber = { userId, client, received: [] };
      await new Promise<void>((resolve) => {
        client
          .channel(`latency-${index}`)
          .on(
            'postgres_changes' as never,
            { event: 'INSERT', schema: 'public', table: 'notifications' },
            ((payload: { new: { id: string } }) => {
              subscriber.received.push(payload.new.id);
              subscriber.onChange?.(payload.new.id);
            }) as never,
          )
          .subscribe((status) => status === 'SUBSCRIBED' && resolve());
      });
      subscribers.push(subscriber);
    }
  }

  async function measure(t: TestContext, label: string): Promise<void> {
    const latencies: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const target = subscribers[round % subscribers.length]!;
      const arrived = new Promise<string>((resolve) => (target.onChange = resolve));
      const started = performance.now();
      const { rows } = await stack.pool.query<{ id: string }>(
        `insert into public.notifications (user_id, type, title, message) values ($1, 'follow', 'latency', 'm') returning id`,
        [target.userId],
      );
      assert.equal(await arrived, rows[0]!.id);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    t.diagnostic(
      `${label}: insert→callback p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms`,
    );
  }

  before(async () => {
    stack = await startTestStack();
  });
  after(async () => {
    // All at once: leaving 200 channels one after the other took about 30 s.
    await Promise.all(subscribers.map((subscriber) => subscriber.client.realtime.disconnect()));
    await stack?.stop();
  });

  it('with 1 subscribed client', async (t) => {
    await addSubscribers(1);
    await measure(t, '1 client');
  });

  it('with 200 subscribed clients, each change reaching only its owner', async (t) => {
    await addSubscribers(199);
    for (const subscriber of subscribers) subscriber.received.length = 0;
    await measure(t, '200 clients');
    const { rows } = await stack.pool.query<{ id: string; user_id: string }>(
      `select id, user_id from public.notifications where title = 'latency'`,
    );
    const owners = new Map(rows.map((row) => [row.id, row.user_id]));
    for (const subscriber of subscribers) {
      assert.ok(subscriber.received.every((id) => owners.get(id) === subscriber.userId));
    }
  });
});
