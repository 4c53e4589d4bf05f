import { randomBytes } from 'node:crypto';
import { RawConnection } from './raw-connection.ts';
import type { SeededRandom } from './seeded-random.ts';
import { hostileFrame } from './websocket-fuzz.cases.ts';
import { textFrame } from './websocket-frame.encoder.ts';
import { openRawWebSocket, realtimePath, upgradeRequest } from './websocket-handshake.ts';

export interface HostileTarget {
  port: number;
  anonKey: string;
}

type Attack = (target: HostileTarget, rng: SeededRandom, until: number) => Promise<string>;

const closedOr = (connection: RawConnection, open: string) =>
  connection.isClosed
    ? `closed by server${connection.status && connection.status !== 101 ? ` (${connection.status})` : ''}`
    : open;

/** Sends request headers one slow line at a time, until the server gives up on it or the soak ends. */
const slowloris: Attack = async ({ port, anonKey }, rng, until) => {
  const connection = await RawConnection.open(port);
  await connection.write(
    `POST /rest/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${anonKey}\r\n`,
  );
  for (let i = 0; i < 120 && Date.now() < until && !connection.isClosed; i += 1) {
    await connection.waitFor(() => false, rng.int(200, 1000));
    await connection.write(`X-Slow-${i}: ${rng.int(0, 1e6)}\r\n`);
  }
  const outcome = closedOr(connection, 'still open at the end');
  await connection.finish('reset', 0);
  return outcome;
};

/** An upgrade request, whole or cut, reset before or right after the answer. */
const halfOpenUpgrade: Attack = async ({ port, anonKey }, rng) => {
  const connection = await RawConnection.open(port);
  const bytes = upgradeRequest({
    path: realtimePath(anonKey),
    key: randomBytes(16).toString('base64'),
    version: '13',
  });
  await connection.write(rng.chance(0.5) ? bytes : bytes.slice(0, rng.int(1, bytes.length - 1)));
  await connection.waitForAnswer(rng.int(0, 50));
  await connection.finish('reset', 0);
  return 'reset';
};

/** Joins hundreds of channels and sends hundreds of messages on one socket, as fast as it can. */
const joinFlood: Attack = async ({ port, anonKey }, rng) => {
  const connection = await openRawWebSocket(port, anonKey);
  if (!connection) return 'no 101';
  const join = (i: number) =>
    JSON.stringify([
      String(i),
      String(i),
      `realtime:flood-${i}`,
      'phx_join',
      {
        config: { postgres_changes: [{ event: '*', schema: 'public', table: 'notifications' }] },
      },
    ]);
  for (let i = 0; i < 400 && !connection.isClosed; i += 1) {
    await connection.write(
      textFrame(
        rng.chance(0.6) ? join(i) : JSON.stringify([null, String(i), 'phoenix', 'heartbeat', {}]),
      ),
    );
  }
  await connection.waitFor(() => false, 200);
  const outcome = closedOr(connection, 'still open');
  await connection.finish(rng.pick(['end', 'reset'] as const), 0);
  return outcome;
};

/** A chunked REST body that never ends on its own (up to 24 MB), past the gateway's body limit. */
const oversizedChunkedBody: Attack = async ({ port, anonKey }, rng, until) => {
  const connection = await RawConnection.open(port);
  await connection.write(
    `POST /rest/v1/posts HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${anonKey}\r\n` +
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
      `10000\r\n[{"title":"${'x'.repeat(65_536 - 11)}\r\n`,
  );
  const chunk = Buffer.from(`10000\r\n${'y'.repeat(65_536)}\r\n`);
  const stillReading = () => connection.socket.writableLength === 0 && !connection.isClosed;
  for (
    let i = 0;
    i < 384 && Date.now() < until && stillReading() && connection.status === undefined;
    i += 1
  )
    await connection.write(chunk);
  await connection.waitForAnswer(500);
  const outcome = connection.status ? String(connection.status) : closedOr(connection, 'no answer');
  await connection.finish(rng.pick(['end', 'reset'] as const), 0);
  return outcome;
};

const garbage: Attack = async ({ port }, rng) => {
  const connection = await RawConnection.open(port);
  await connection.write(rng.bytes(rng.int(1, 8192)));
  await connection.waitForAnswer(200);
  const outcome = connection.status ? String(connection.status) : closedOr(connection, 'no answer');
  await connection.finish('reset', 0);
  return outcome;
};

const badFrames: Attack = async ({ port, anonKey }, rng) => {
  const connection = await openRawWebSocket(port, anonKey);
  if (!connection) return 'no 101';
  for (let i = rng.int(1, 4); i > 0 && !connection.isClosed; i -= 1)
    await connection.writeInPieces(hostileFrame(rng, anonKey), 1024 * 1024);
  await connection.waitFor(() => false, 100);
  const outcome = closedOr(connection, 'still open');
  await connection.finish(rng.pick(['end', 'reset'] as const), 0);
  return outcome;
};

export const hostileAttacks: Record<string, Attack> = {
  slowloris,
  'half-open upgrade': halfOpenUpgrade,
  'realtime join flood': joinFlood,
  'oversized chunked body': oversizedChunkedBody,
  garbage,
  'bad frames': badFrames,
};

/**
 * `workers` hostile connections at a time, each picking an attack, until `until` (a Date.now() value).
 * Slowloris sockets run beside the others, at most `slowSockets` at once. Returns attack → outcome → count.
 */
export async function runHostileTraffic(
  target: HostileTarget,
  rng: SeededRandom,
  until: number,
  workers = 3,
  slowSockets = 8,
): Promise<Map<string, Map<string, number>>> {
  const outcomes = new Map<string, Map<string, number>>();
  const count = (name: string, outcome: string) => {
    const byOutcome = outcomes.get(name) ?? new Map<string, number>();
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    outcomes.set(name, byOutcome);
  };
  const run = async (name: string, attack: Attack, attackRng: SeededRandom) => {
    try {
      count(name, await attack(target, attackRng, until));
    } catch (error) {
      count(name, `client error ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
  };
  const slow = async (workerRng: SeededRandom) => {
    while (Date.now() < until) await run('slowloris', slowloris, workerRng.fork());
  };
  const others = Object.entries(hostileAttacks).filter(([name]) => name !== 'slowloris');
  const worker = async (workerRng: SeededRandom) => {
    while (Date.now() < until) {
      const [name, attack] = workerRng.pick(others);
      await run(name, attack, workerRng.fork());
    }
  };
  await Promise.all([
    ...Array.from({ length: slowSockets }, () => slow(rng.fork())),
    ...Array.from({ length: workers }, () => worker(rng.fork())),
  ]);
  return outcomes;
}
