// Section 5: realtime delivery from a committed insert to the supabase-js callback, with 200
// subscribed clients in Node, each a different member listening to its own notifications (RLS).
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import type { BenchBackend } from '../bench-backend.ts';
import { cycle } from '../lib/cycle.ts';
import { createNodeClient } from '../lib/node-supabase.ts';
import { percentile } from '../lib/percentile.ts';
import { milliseconds, type SectionResult } from '../lib/report.ts';

const SECTION = 'Realtime delivery, insert → callback';
const BUDGET_P95_MS = 200;

interface Subscriber {
  userId: string;
  client: SupabaseClient;
  onNotification?: (id: string) => void;
}

async function subscribe(
  backend: BenchBackend,
  userId: string,
  index: number,
): Promise<Subscriber> {
  const token = await new SignJWT({ sub: userId, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(backend.jwtSecret));
  const client = createNodeClient(backend.url, backend.anonKey, { accessToken: async () => token });
  await client.realtime.setAuth(token);
  const subscriber: Subscriber = { userId, client };
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`bench-notifications-${index}`)
      .on(
        'postgres_changes' as never,
        {
          event: 'INSERT',
          schema: 'public',
          table: 'notifications',
          filter: `user_id=eq.${userId}`,
        },
        ((payload: { new: { id: string } }) =>
          subscriber.onNotification?.(payload.new.id)) as never,
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
  return subscriber;
}

/** Follows make the notification trigger write one row for the followed member. */
export async function runRealtimeSection(
  backend: BenchBackend,
  options: { clients: number; rounds: number; log: (line: string) => void },
): Promise<SectionResult> {
  const { pool } = backend;
  const { rows: members } = await pool.query<{ id: string }>(
    `select id from public.profiles where username ~ '^bench_' order by username limit $1`,
    [options.clients + 1],
  );
  const follower = members.pop()?.id;
  if (!follower || members.length < options.clients)
    throw new Error('Not enough benchmark members to subscribe');
  options.log(`realtime: subscribing ${members.length} clients`);
  const subscribers: Subscriber[] = [];
  const followIds: string[] = [];
  const notificationIds: string[] = [];
  const latencies: number[] = [];
  let missed = 0;
  try {
    for (const [index, member] of members.entries())
      subscribers.push(await subscribe(backend, member.id, index));
    options.log(`realtime: ${options.rounds} follows, one at a time`);
    for (let round = 0; round < options.rounds; round += 1) {
      const target = cycle(subscribers, round * 7);
      await pool.query(
        'delete from public.user_follows where follower_id = $1 and following_id = $2',
        [follower, target.userId],
      );
      const arrived = new Promise<{ id: string; at: number } | null>((resolve) => {
        target.onNotification = (id) => resolve({ id, at: performance.now() });
        setTimeout(() => resolve(null), 10_000).unref();
      });
      const sent = performance.now();
      const { rows } = await pool.query<{ id: string }>(
        'insert into public.user_follows (follower_id, following_id) values ($1, $2) returning id',
        [follower, target.userId],
      );
      const notification = await arrived;
      target.onNotification = undefined;
      if (rows[0]) followIds.push(rows[0].id);
      if (notification === null) missed += 1;
      else {
        notificationIds.push(notification.id);
        // From sending the insert (its own transaction, committed on return) to the callback.
        latencies.push(notification.at - sent);
      }
    }
  } finally {
    for (const subscriber of subscribers) await subscriber.client.removeAllChannels();
    await pool.query('delete from public.user_follows where id = any($1::uuid[])', [followIds]);
    await pool.query('delete from public.notifications where id = any($1::uuid[])', [
      notificationIds,
    ]);
  }
  const p50 = percentile(latencies, 0.5);
  const p95 = percentile(latencies, 0.95);
  return {
    rows: [
      {
        section: SECTION,
        metric: `${subscribers.length} subscribed clients, p50 / p95`,
        value: `${milliseconds(p50)} / ${milliseconds(p95)}`,
        budget: `p95 ≤ ${BUDGET_P95_MS} ms`,
        note: `${latencies.length} follows, one at a time${missed ? `; ${missed} NOT DELIVERED within 10 s` : ''}; max ${milliseconds(Math.max(...latencies))}`,
      },
    ],
    details: { clients: subscribers.length, rounds: options.rounds, latencies, missed },
  };
}
