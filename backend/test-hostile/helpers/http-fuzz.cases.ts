import type { FuzzCase, FuzzContext } from './fuzz-runner.ts';
import { RawConnection } from './raw-connection.ts';
import {
  contentTypes,
  methods,
  randomBody,
  randomQuery,
  servicePaths,
} from './random-payload.generator.ts';
import type { SeededRandom } from './seeded-random.ts';

const finishes = ['end', 'reset', 'destroy'] as const;

/** What the server did: the status it answered, or whether it closed or stayed silent. */
export function outcomeOf(connection: RawConnection): string {
  const status = connection.status;
  if (status !== undefined) return String(status);
  if (connection.bytes.length > 0) return 'non-HTTP answer';
  return connection.isClosed ? 'closed' : 'no answer';
}

/** Writes `data` (in a few random pieces), waits briefly for an answer, then ends the connection. */
async function sendRaw(context: FuzzContext, data: Buffer | string, waitMs = 300): Promise<string> {
  const { rng } = context;
  const connection = await RawConnection.open(context.port);
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  await connection.writeInPieces(bytes, rng.chance(0.3) ? rng.int(1, 64) : 64 * 1024);
  await connection.waitForAnswer(waitMs);
  const outcome = outcomeOf(connection);
  await connection.finish(rng.pick(finishes), 0);
  return outcome;
}

function headersFor(context: FuzzContext, extra: string[] = []): string[] {
  const { rng, anonKey } = context;
  return [
    'Host: 127.0.0.1',
    ...(rng.chance(0.8) ? [`apikey: ${anonKey}`] : []),
    ...(rng.chance(0.3)
      ? [`Authorization: Bearer ${rng.pick([anonKey, rng.text(40), `${anonKey}x`, ''])}`]
      : []),
    ...extra,
  ];
}

const request = (line: string, headers: string[], body: Buffer | string = '') =>
  Buffer.concat([
    Buffer.from(`${line}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1'),
    Buffer.from(body),
  ]);

function randomTarget(rng: SeededRandom): string {
  return `${rng.pick(servicePaths)}${randomQuery(rng)}`;
}

function badRequestLine(context: FuzzContext): Buffer | string {
  const { rng } = context;
  const good = `POST ${randomTarget(rng)} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello`;
  return rng.pick([
    () => good.slice(0, rng.int(0, good.length - 1)),
    () => `${rng.text(rng.int(1, 30))} / HTTP/1.1\r\n\r\n`,
    () => `GET  HTTP/1.1\r\n\r\n`,
    () => `GET / HTTP/${rng.pick(['2.0', '0.9', '1.2', '9.9', 'x'])}\r\nHost: x\r\n\r\n`,
    () => `GET /\0${rng.text(5)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `GET /${'a'.repeat(rng.int(10_000, 200_000))} HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `GET http://evil.test/rest/v1/posts HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `GET /rest/v1/%zz%00 HTTP/1.1\nHost: x\n\n`,
    () => `\r\n\r\n\r\nGET / HTTP/1.1\r\n\r\n`,
    () => `GET ${randomTarget(rng)}`,
    () => `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n`,
    () => rng.text(rng.int(1, 300)),
  ])();
}

function badHeaders(context: FuzzContext): Buffer {
  const { rng } = context;
  const line = `${rng.pick(methods)} ${randomTarget(rng)} HTTP/1.1`;
  const bad = rng.pick([
    () => [`X-Big: ${'a'.repeat(rng.int(8_000, 300_000))}`],
    () => Array.from({ length: rng.int(100, 5_000) }, (_, i) => `X-H${i}: ${i}`),
    () => ['No colon here'],
    () => [`Bad Name: x`],
    () => [`X-Folded: a`, ` continued`],
    () => [`X-Nul: a\0b`],
    () => [`${'N'.repeat(rng.int(1_000, 100_000))}: x`],
    () => ['Host: a', 'Host: b'],
    () => ['Transfer-Encoding: gzip, chunked'],
    () => ['Transfer-Encoding: chunked', 'Transfer-Encoding: identity'],
    () => [`apikey: ${'x'.repeat(rng.int(1, 100_000))}`],
    () => [`Authorization: ${rng.pick(['Bearer', 'Basic ', 'Bearer a.b.c', 'Bearer eyJ.eyJ.'])}`],
    () => [`Content-Type: ${rng.text(rng.int(0, 200))}`],
    () => [`Range: bytes=${'0-1,'.repeat(rng.int(1, 5_000))}0-1`],
    () => [`Accept: ${rng.text(40)}`, `Prefer: ${rng.text(40)}`],
    () => [`Cookie: ${'a=b; '.repeat(rng.int(1, 10_000))}`],
    () => [`X-Forwarded-For: ${rng.text(30)}`],
  ])();
  return request(line, headersFor(context, bad), rng.chance(0.3) ? randomBody(rng) : '');
}

function badContentLength(context: FuzzContext): Buffer {
  const { rng } = context;
  const body = randomBody(rng);
  const length = rng.pick([
    '-1',
    '99999999999999999999',
    String(2 ** 53),
    'abc',
    '1e3',
    ' 5',
    '0x10',
    `${body.length + rng.int(1, 1_000_000)}`,
    `${Math.max(0, body.length - rng.int(1, 50))}`,
  ]);
  const extra = rng.pick([
    [`Content-Length: ${length}`],
    [`Content-Length: ${length}`, `Content-Length: ${body.length}`],
    [`Content-Length: ${length}`, 'Transfer-Encoding: chunked'],
    [`Content-Length: ${length}, ${length}`],
  ]);
  const line = `${rng.pick(['POST', 'PUT', 'PATCH'])} ${randomTarget(rng)} HTTP/1.1`;
  return request(
    line,
    headersFor(context, [...extra, `Content-Type: ${rng.pick(contentTypes)}`]),
    body,
  );
}

function badChunked(context: FuzzContext): Buffer {
  const { rng } = context;
  const chunks = Array.from({ length: rng.int(1, 6) }, () =>
    rng.pick([
      () => `5\r\nhello\r\n`,
      () => `zz\r\nhello\r\n`,
      () => `-5\r\nhello\r\n`,
      () => `ffffffffffffffff\r\nhello\r\n`,
      () => `5;${'e'.repeat(rng.int(1, 100_000))}\r\nhello\r\n`,
      () => `10\r\nshort\r\n`,
      () => `5\r\nhelloXX`,
      () => `5\nhello\n`,
      () => `${rng.int(1, 9)}\r\n${rng.text(3)}`,
      () => `0\r\n${rng.text(20)}\r\n\r\n`,
      () => `0\r\n\r\n`,
    ])(),
  );
  const line = `${rng.pick(['POST', 'PATCH'])} ${randomTarget(rng)} HTTP/1.1`;
  const headers = headersFor(context, [
    'Transfer-Encoding: chunked',
    'Content-Type: application/json',
  ]);
  return request(line, headers, chunks.join(''));
}

/** Announces a body, sends part of it, then resets, ends or just waits. */
async function bodyMidway(context: FuzzContext): Promise<string> {
  const { rng } = context;
  const body = randomBody(rng);
  const line = `POST ${randomTarget(rng)} HTTP/1.1`;
  const headers = headersFor(context, [
    `Content-Length: ${body.length + rng.int(1, 10_000)}`,
    `Content-Type: ${rng.pick(contentTypes)}`,
  ]);
  const connection = await RawConnection.open(context.port);
  await connection.write(request(line, headers, body.subarray(0, rng.int(0, body.length))));
  await connection.waitForAnswer(rng.int(0, 150));
  const outcome = outcomeOf(connection);
  await connection.finish(rng.pick(finishes), 0);
  return outcome;
}

function serviceRequest(context: FuzzContext): Buffer {
  const { rng } = context;
  const body = rng.chance(0.7) ? randomBody(rng) : Buffer.alloc(0);
  const line = `${rng.chance(0.95) ? rng.pick(methods) : rng.text(6).replace(/\s/g, '')} ${randomTarget(rng)} HTTP/1.1`;
  const headers = headersFor(context, [
    `Content-Type: ${rng.pick(contentTypes)}`,
    `Content-Length: ${body.length}`,
    ...(rng.chance(0.2) ? ['Prefer: return=representation'] : []),
    ...(rng.chance(0.1) ? ['Accept: application/vnd.pgrst.object+json'] : []),
  ]);
  return request(line, headers, body);
}

export const httpFuzzCases: FuzzCase[] = [
  { name: 'random bytes', weight: 2, run: (c) => sendRaw(c, c.rng.bytes(c.rng.int(1, 4096))) },
  { name: 'bad request line', weight: 2, run: (c) => sendRaw(c, badRequestLine(c)) },
  { name: 'bad headers', weight: 2, run: (c) => sendRaw(c, badHeaders(c)) },
  { name: 'bad content-length', weight: 2, run: (c) => sendRaw(c, badContentLength(c)) },
  { name: 'bad chunked', weight: 2, run: (c) => sendRaw(c, badChunked(c)) },
  { name: 'body stops midway', weight: 2, run: bodyMidway },
  { name: 'service request', weight: 6, run: (c) => sendRaw(c, serviceRequest(c), 1000) },
];
