import { randomJson } from './random-payload.generator.ts';
import type { SeededRandom } from './seeded-random.ts';

const tables = ['notifications', 'posts', 'comments', 'user_follows', 'no_such_table', 'pg_authid'];

function randomTopic(rng: SeededRandom): unknown {
  return rng.pick([
    () => 'phoenix',
    () => `realtime:${rng.text(rng.int(0, 20))}`,
    () => `realtime:${'t'.repeat(rng.int(1_000, 200_000))}`,
    () => rng.text(rng.int(0, 10)),
    () => '',
    () => randomJson(rng),
  ])();
}

function randomBinding(rng: SeededRandom): unknown {
  return rng.pick([
    () => null,
    () => rng.text(5),
    () => ({
      event: rng.pick(['*', 'INSERT', 'update', 'TRUNCATE', 1]),
      schema: 'public',
      table: rng.pick(tables),
    }),
    () => ({
      event: '*',
      schema: rng.pick(['public', 'auth', 'pg_catalog', '']),
      table: rng.pick(tables),
      filter: rng.pick([
        `user_id=eq.${rng.text(10)}`,
        `id=in.(${'a,'.repeat(rng.int(1, 5_000))}b)`,
        'user_id=like.%',
        '=eq.',
        rng.text(30),
      ]),
    }),
    () => randomJson(rng),
  ])();
}

function randomToken(rng: SeededRandom, anonKey: string): unknown {
  return rng.pick([
    anonKey,
    `${anonKey}x`,
    'eyJ.eyJ.x',
    '',
    42,
    { a: 1 },
    'sb_publishable_x',
    'x'.repeat(rng.int(1, 100_000)),
  ]);
}

function joinPayload(rng: SeededRandom, anonKey: string): unknown {
  return rng.pick([
    () => ({ config: null }),
    () => ({ config: { postgres_changes: rng.text(5) } }),
    () => ({
      config: { postgres_changes: Array.from({ length: rng.int(0, 5) }, () => randomBinding(rng)) },
      access_token: randomToken(rng, anonKey),
    }),
    () => ({
      config: {
        postgres_changes: Array.from({ length: rng.int(100, 3_000) }, () => ({
          event: '*',
          schema: 'public',
          table: rng.pick(tables),
        })),
      },
    }),
    () => ({ config: { broadcast: { self: true }, presence: { key: rng.text(5) } } }),
    () => randomJson(rng),
  ])();
}

/** One Phoenix message as JSON text: well-formed, odd, or not a Phoenix message at all. */
export function randomPhoenixText(rng: SeededRandom, anonKey: string): string {
  const event = rng.pick([
    'phx_join',
    'phx_join',
    'phx_leave',
    'heartbeat',
    'access_token',
    'broadcast',
    'presence',
    rng.text(8),
  ]);
  const topic = event === 'heartbeat' && rng.chance(0.5) ? 'phoenix' : randomTopic(rng);
  const payload =
    event === 'phx_join'
      ? joinPayload(rng, anonKey)
      : event === 'access_token'
        ? { access_token: randomToken(rng, anonKey) }
        : randomJson(rng);
  const ref = () =>
    rng.pick([
      null,
      String(rng.int(0, 100)),
      rng.int(0, 9),
      { x: 1 },
      'r'.repeat(rng.int(1, 10_000)),
    ]);
  const form = rng.int(0, 9);
  if (form <= 5) return JSON.stringify([ref(), ref(), topic, event, payload]);
  if (form === 6) return JSON.stringify({ topic, event, payload, ref: ref(), join_ref: ref() });
  if (form === 7)
    return JSON.stringify(Array.from({ length: rng.int(0, 8) }, () => randomJson(rng)));
  if (form === 8) return JSON.stringify(randomJson(rng)) ?? 'null';
  return rng.text(rng.int(0, 200));
}
