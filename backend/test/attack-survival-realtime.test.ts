import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { assertStackAnswers, startSurvivalStack } from './helpers/survival-stack.ts';
import type { TestStack } from './helpers/test-stack.ts';

// Attacks on the realtime socket that used to end the whole backend process or hold its resources:
// upgrades reset mid-way, bad WebSocket frames, joins and messages past the limits. Each one is made
// against a running stack, then the stack must still answer.

let stack: TestStack;
let host: string;
let port: number;

const limits = {
  realtimeMaxChannelsPerClient: 10,
  realtimeMaxJoinsPerWindow: 20,
  realtimeMaxMessagesPerWindow: 30,
  // A long window keeps the rate tests independent of how fast this machine sends.
  realtimeRateWindowMs: 600_000,
};

before(async () => {
  stack = await startSurvivalStack({ ...limits, gatewayHeadersTimeoutMs: 1000 });
  const url = new URL(stack.url);
  host = url.hostname;
  port = Number(url.port);
});

after(async () => {
  await stack?.stop();
});

function upgradeRequest(target: string): string {
  return (
    `GET ${target} HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`
  );
}

/** Sends an upgrade request, waits for the first answer bytes (or a moment), then resets the socket. */
async function upgradeThenReset(target: string): Promise<string> {
  const socket = net.connect(port, host);
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let answer = '';
  const answered = new Promise<void>((resolve) =>
    socket.once('data', (chunk) => {
      answer = chunk.toString();
      resolve();
    }),
  );
  socket.write(upgradeRequest(target));
  await Promise.race([answered, sleep(300)]);
  socket.resetAndDestroy();
  // Give the server's side of the reset time to arrive before the next check.
  await sleep(100);
  return answer;
}

function realtimeUrl(vsn = '1.0.0'): string {
  return `ws://${host}:${port}/realtime/v1/websocket?apikey=${stack.anonKey}&vsn=${vsn}`;
}

async function openSocket(): Promise<WebSocket> {
  const socket = new WebSocket(realtimeUrl());
  socket.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** A masked client frame, written raw so its header can say what `ws` would never send. */
function rawFrame(firstByte: number, payload: Buffer, announcedLength = payload.length): Buffer {
  const mask = randomBytes(4);
  let header: Buffer;
  if (announcedLength < 126) header = Buffer.from([firstByte, 0x80 | announcedLength]);
  else if (announcedLength < 65536) {
    header = Buffer.alloc(4);
    header[0] = firstByte;
    header[1] = 0x80 | 126;
    header.writeUInt16BE(announcedLength, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = firstByte;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(announcedLength), 2);
  }
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([header, mask, masked]);
}

/** Writes a raw frame on an open realtime socket; resolves with the close code the server sent. */
async function sendRawFrame(frame: Buffer): Promise<number> {
  const socket = await openSocket();
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  (socket as unknown as { _socket: net.Socket })._socket.write(frame);
  return closed;
}

interface Reply {
  topic: string;
  event: string;
  ref: string | null;
  payload: { status?: string; response?: { reason?: string }; message?: string };
}

/** Collects every frame a realtime socket receives. */
function collect(socket: WebSocket): Reply[] {
  const frames: Reply[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Reply));
  return frames;
}

async function waitFor<T>(check: () => T | undefined, attempts = 500): Promise<T> {
  for (let i = 0; i < attempts; i += 1) {
    const value = check();
    if (value !== undefined) return value;
    await sleep(20);
  }
  throw new Error('condition not met');
}

function join(socket: WebSocket, topic: string, ref: string): void {
  socket.send(
    JSON.stringify({ topic, event: 'phx_join', payload: { config: {} }, ref, join_ref: ref }),
  );
}

function repliesTo(frames: Reply[], refs: string[]): Reply[] | undefined {
  const replies = frames.filter((f) => f.event === 'phx_reply' && refs.includes(f.ref ?? ''));
  return replies.length === refs.length ? replies : undefined;
}

describe('upgrade requests and resets', () => {
  for (const target of ['/nope', '/rest/v1/survival_rows', '/auth/v1/health']) {
    it(`an upgrade to ${target} followed by a reset leaves the process running`, async () => {
      const answer = await upgradeThenReset(target);
      assert.match(answer, /^HTTP\/1\.1 404 /, 'only the realtime path upgrades');
      await assertStackAnswers(stack);
    });
  }

  it('an upgrade to the realtime path without a key, then a reset, leaves the process running', async () => {
    await upgradeThenReset('/realtime/v1/websocket');
    await assertStackAnswers(stack);
  });

  it('an upgrade to the realtime path with a key, then a reset, leaves the process running', async () => {
    await upgradeThenReset(`/realtime/v1/websocket?apikey=${stack.anonKey}`);
    await assertStackAnswers(stack);
  });
});

describe('bad WebSocket frames close only their own connection', () => {
  it('a text frame with invalid UTF-8 closes with 1007', async () => {
    assert.equal(await sendRawFrame(rawFrame(0x81, Buffer.from([0xff, 0xfe, 0xfd]))), 1007);
    await assertStackAnswers(stack);
  });

  it('a frame with RSV1 set closes with 1002', async () => {
    assert.equal(await sendRawFrame(rawFrame(0xc1, Buffer.from('{}'))), 1002);
    await assertStackAnswers(stack);
  });

  it('a frame with a reserved opcode closes with 1002', async () => {
    assert.equal(await sendRawFrame(rawFrame(0x83, Buffer.from('{}'))), 1002);
    await assertStackAnswers(stack);
  });

  it('a frame announcing more than ws’ old 100 MiB default closes with 1009', async () => {
    assert.equal(await sendRawFrame(rawFrame(0x82, Buffer.alloc(0), 200 * 1024 * 1024)), 1009);
    await assertStackAnswers(stack);
  });

  it('a frame announcing more than the realtime maximum (1 MiB) closes with 1009', async () => {
    assert.equal(await sendRawFrame(rawFrame(0x82, Buffer.alloc(0), 1024 * 1024 + 1)), 1009);
    await assertStackAnswers(stack);
  });
});

describe('realtime limits', () => {
  it('a socket cannot join more channels than the cap', async () => {
    const socket = await openSocket();
    const frames = collect(socket);
    const refs = Array.from({ length: 15 }, (_, i) => String(i + 1));
    refs.forEach((ref) => join(socket, `realtime:cap-${ref}`, ref));
    const replies = await waitFor(() => repliesTo(frames, refs));
    const ok = replies.filter((r) => r.payload.status === 'ok');
    const refused = replies.filter((r) => r.payload.status === 'error');
    assert.equal(ok.length, limits.realtimeMaxChannelsPerClient);
    assert.equal(refused.length, 15 - limits.realtimeMaxChannelsPerClient);
    for (const reply of refused)
      assert.equal(reply.payload.response?.reason, 'ChannelRateLimitReached: Too many channels');
    // Leaving one frees a place.
    const leaveRef = '100';
    socket.send(
      JSON.stringify({
        topic: 'realtime:cap-1',
        event: 'phx_leave',
        payload: {},
        ref: leaveRef,
        join_ref: '1',
      }),
    );
    join(socket, 'realtime:cap-again', '101');
    const [again] = await waitFor(() => repliesTo(frames, ['101']));
    assert.equal(again?.payload.status, 'ok');
    socket.close();
  });

  it('joins beyond the join rate are refused', async () => {
    const socket = await openSocket();
    const frames = collect(socket);
    const refs = Array.from({ length: 25 }, (_, i) => String(i + 1));
    // The same topic again and again: the channel cap never applies, only the join rate.
    refs.forEach((ref) => join(socket, 'realtime:rate', ref));
    const replies = await waitFor(() => repliesTo(frames, refs));
    const refused = replies.filter((r) => r.payload.status === 'error');
    assert.equal(replies.length - refused.length, limits.realtimeMaxJoinsPerWindow);
    for (const reply of refused)
      assert.equal(
        reply.payload.response?.reason,
        'ClientJoinRateLimitReached: Too many joins per second',
      );
    socket.close();
  });

  it('messages beyond the message rate shut the channel down', async () => {
    const socket = await openSocket();
    const frames = collect(socket);
    join(socket, 'realtime:chatty', '1');
    await waitFor(() => repliesTo(frames, ['1']));
    for (let i = 0; i < 40; i += 1) {
      const ref = String(i + 2);
      socket.send(
        JSON.stringify({
          topic: 'realtime:chatty',
          event: 'broadcast',
          payload: {},
          ref,
          join_ref: '1',
        }),
      );
    }
    const system = await waitFor(() =>
      frames.find((f) => f.event === 'system' && f.payload.status === 'error'),
    );
    assert.equal(system.payload.message, 'Too many messages per second');
    await waitFor(() => frames.find((f) => f.event === 'phx_close'));
    socket.close();
    await assertStackAnswers(stack);
  });
});
