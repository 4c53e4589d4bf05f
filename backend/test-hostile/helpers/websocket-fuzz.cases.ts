import { randomBytes } from 'node:crypto';
import type { FuzzCase, FuzzContext } from './fuzz-runner.ts';
import { outcomeOf } from './http-fuzz.cases.ts';
import { randomPhoenixText } from './phoenix-message.generator.ts';
import { RawConnection } from './raw-connection.ts';
import type { SeededRandom } from './seeded-random.ts';
import { encodeFrame, Opcode, textFrame } from './websocket-frame.encoder.ts';
import { openRawWebSocket, realtimePath, upgradeRequest } from './websocket-handshake.ts';

const finishes = ['end', 'reset', 'destroy'] as const;

/** Upgrade requests with bad keys, versions or API keys, often reset before the answer. */
async function badHandshake(context: FuzzContext): Promise<string> {
  const { rng, anonKey } = context;
  const apikey = rng.pick([
    anonKey,
    '',
    'not-a-jwt',
    `${anonKey}x`,
    'x'.repeat(rng.int(1, 50_000)),
  ]);
  const path = rng.pick([
    realtimePath(apikey, rng.pick(['2.0.0', '1.0.0', '', rng.text(5)])),
    '/realtime/v1/websocket',
    `/realtime/v1/websocket?apikey=${rng.text(10)}`,
    '/rest/v1/posts',
    '/auth/v1/user',
    '/realtime/v1/other',
  ]);
  const key = rng.pick([
    randomBytes(16).toString('base64'),
    undefined,
    '',
    'not base64!',
    randomBytes(rng.int(1, 64)).toString('base64'),
  ]);
  const version = rng.pick(['13', '8', '', 'abc', undefined, '13, 8']);
  const extraHeaders = rng.pick([
    [],
    ['Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits'],
    ['Sec-WebSocket-Extensions: x-unknown; a=b'],
    [`Sec-WebSocket-Protocol: ${rng.text(20)}`],
    ['Upgrade: h2c'],
  ]);
  const connection = await RawConnection.open(context.port);
  const bytes = upgradeRequest({ path, key, version, extraHeaders });
  await connection.write(rng.chance(0.3) ? bytes.slice(0, rng.int(1, bytes.length - 1)) : bytes);
  await connection.waitForAnswer(rng.chance(0.3) ? 0 : 300);
  const outcome = outcomeOf(connection);
  await connection.finish(rng.pick(finishes), 0);
  return outcome;
}

const invalidUtf8 = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xff, 0xfe, 0xfd]),
];

/** One frame a server must refuse or survive. */
export function hostileFrame(rng: SeededRandom, anonKey: string): Buffer {
  return rng.pick([
    () => rng.bytes(rng.int(1, 512)),
    () => {
      const frame = textFrame(randomPhoenixText(rng, anonKey));
      return frame.subarray(0, rng.int(1, Math.max(1, frame.length - 1)));
    },
    () =>
      encodeFrame({ opcode: Opcode.text, payload: rng.bytes(8), announcedLength: 2n ** 63n - 1n }),
    () =>
      encodeFrame({
        opcode: Opcode.binary,
        payload: rng.bytes(rng.int(0, 2048)),
        announcedLength: BigInt(rng.int(70_000, 2 ** 31)),
      }),
    () =>
      encodeFrame({
        opcode: rng.pick([3, 4, 5, 6, 7, 0xb, 0xc, 0xd, 0xe, 0xf]),
        payload: rng.bytes(rng.int(0, 50)),
      }),
    () =>
      encodeFrame({
        opcode: Opcode.text,
        rsv: rng.int(1, 7),
        payload: Buffer.from('["1","1","phoenix","heartbeat",{}]'),
      }),
    () =>
      encodeFrame({
        opcode: Opcode.text,
        payload: Buffer.concat([Buffer.from('["1"'), rng.pick(invalidUtf8)]),
      }),
    () =>
      encodeFrame({
        opcode: rng.pick([Opcode.ping, Opcode.pong, Opcode.close]),
        payload: rng.bytes(rng.int(126, 4_000)),
      }),
    () => encodeFrame({ opcode: Opcode.ping, fin: false, payload: rng.bytes(4) }),
    () => encodeFrame({ opcode: Opcode.continuation, payload: Buffer.from('orphan') }),
    () =>
      Buffer.concat([
        encodeFrame({ opcode: Opcode.text, fin: false, payload: Buffer.from('["1",') }),
        encodeFrame({ opcode: Opcode.text, payload: Buffer.from('"2"]') }),
      ]),
    () =>
      encodeFrame({
        opcode: Opcode.text,
        masked: false,
        payload: Buffer.from('["1","1","phoenix","heartbeat",{}]'),
      }),
    () => {
      const code = Buffer.alloc(2);
      code.writeUInt16BE(rng.pick([0, 999, 1004, 1005, 1006, 1015, 2999, 5000, 65535]));
      return encodeFrame({
        opcode: Opcode.close,
        payload: rng.pick([
          code,
          Buffer.from([1]),
          Buffer.concat([Buffer.from([3, 232]), rng.pick(invalidUtf8)]),
        ]),
      });
    },
    () => encodeFrame({ opcode: Opcode.binary, payload: rng.bytes(rng.int(0, 4096)) }),
    () => textFrame('x'.repeat(rng.int(100_000, 2_000_000))),
    () =>
      Buffer.concat(
        Array.from({ length: rng.int(2, 200) }, () =>
          encodeFrame({ opcode: Opcode.text, fin: false, payload: rng.bytes(rng.int(0, 300)) }),
        ),
      ),
    () => textFrame(randomPhoenixText(rng, anonKey)),
  ])();
}

/** After a correct handshake (anon key): a few hostile frames, then a close, a reset or a drop. */
async function hostileFrames(context: FuzzContext): Promise<string> {
  const { rng, anonKey } = context;
  const connection = await openRawWebSocket(
    context.port,
    anonKey,
    2000,
    rng.pick(['2.0.0', '1.0.0']),
  );
  if (!connection) return 'no 101';
  for (let i = rng.int(1, 6); i > 0 && !connection.isClosed; i -= 1) {
    const frame = hostileFrame(rng, anonKey);
    await connection.writeInPieces(frame, rng.chance(0.2) ? rng.int(1, 16) : 1024 * 1024);
  }
  await connection.waitFor(() => false, rng.int(0, 150));
  const outcome = connection.isClosed ? 'closed by server' : 'still open';
  await connection.finish(rng.pick(finishes), 0);
  return outcome;
}

/** After a correct handshake: a burst of random Phoenix messages in valid frames. */
async function phoenixMessages(context: FuzzContext): Promise<string> {
  const { rng, anonKey } = context;
  const connection = await openRawWebSocket(
    context.port,
    anonKey,
    2000,
    rng.pick(['2.0.0', '2.0.0', '1.0.0']),
  );
  if (!connection) return 'no 101';
  const handshakeBytes = connection.bytes.length;
  for (let i = rng.int(1, 30); i > 0 && !connection.isClosed; i -= 1)
    await connection.write(textFrame(randomPhoenixText(rng, anonKey)));
  await connection.waitFor((bytes) => bytes.length > handshakeBytes, rng.int(50, 300));
  const outcome = connection.isClosed
    ? 'closed by server'
    : connection.bytes.length > handshakeBytes
      ? 'answered'
      : 'silent';
  await connection.finish(rng.pick(finishes), 0);
  return outcome;
}

export const websocketFuzzCases: FuzzCase[] = [
  { name: 'ws bad handshake', weight: 3, run: badHandshake },
  { name: 'ws hostile frames', weight: 5, run: hostileFrames },
  { name: 'ws phoenix messages', weight: 4, run: phoenixMessages },
];
