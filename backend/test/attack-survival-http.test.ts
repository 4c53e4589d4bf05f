import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { assertStackAnswers, startSurvivalStack } from './helpers/survival-stack.ts';
import type { TestStack } from './helpers/test-stack.ts';

// Attacks over HTTP that used to end the whole backend process or hold its resources: bodies and
// headers past the gateway's limits, and reads past PostgREST's row cap. Each one is made against
// a running stack, then the stack must still answer.

let stack: TestStack;
let host: string;
let port: number;

before(async () => {
  stack = await startSurvivalStack({ gatewayHeadersTimeoutMs: 1000 });
  const url = new URL(stack.url);
  host = url.hostname;
  port = Number(url.port);
});

after(async () => {
  await stack?.stop();
});

describe('gateway HTTP limits', () => {
  it('a chunked REST body over the limit gets 413 and inserts nothing', async () => {
    const total = 20 * 1024 * 1024;
    const rows = (start: number) =>
      Array.from({ length: 1000 }, (_, i) => `{"id":${start + i}}`).join(',');
    let sent = 0;
    let next = 100_000;
    const body = new Readable({
      read() {
        if (sent === 0) {
          this.push('[');
        } else if (sent >= total) {
          this.push(']');
          this.push(null);
          return;
        }
        const chunk = `${sent === 0 ? '' : ','}${rows(next)}`;
        next += 1000;
        sent += chunk.length + 1;
        this.push(chunk);
      },
    });
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host,
          port,
          method: 'POST',
          path: '/rest/v1/survival_rows',
          headers: {
            apikey: stack.serviceRoleKey,
            'content-type': 'application/json',
            prefer: 'return=minimal',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      body.pipe(request);
    });
    assert.equal(status, 413);
    const { rows: inserted } = await stack.pool.query(
      'select count(*)::int as n from public.survival_rows where id >= 100000',
    );
    assert.equal(inserted[0].n, 0);
    await assertStackAnswers(stack);
  });

  it('a small chunked REST body still goes through', async () => {
    const response = await fetch(`${stack.url}/rest/v1/survival_rows`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: Readable.toWeb(Readable.from(['[{"id":5000}', ',{"id":5001}]'])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    assert.equal(response.status, 201);
  });

  it('headers that never end are cut off by the headers timeout', async () => {
    const socket = net.connect(port, host);
    socket.on('error', () => undefined);
    let closed = false;
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => (closed = true));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(`GET /auth/v1/health HTTP/1.1\r\nHost: ${host}\r\n`);
    // Slowloris: one more header line now and then, never the blank line that ends them.
    for (let i = 0; i < 200 && !closed; i += 1) {
      socket.write(`X-Slow-${i}: 1\r\n`);
      await sleep(200);
    }
    assert.equal(closed, true, 'the server must close a socket whose headers never end');
    assert.match(answer, /^HTTP\/1\.1 408 /);
    socket.destroy();
    await assertStackAnswers(stack);
  });

  it('a malformed request and oversized headers get 400 and 431, and the socket is closed', async () => {
    const send = async (text: string) => {
      const socket = net.connect(port, host);
      socket.on('error', () => undefined);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.write(text);
      await closed;
      return answer;
    };
    assert.match(await send('NOT HTTP AT ALL\r\n\r\n'), /^HTTP\/1\.1 400 /);
    const huge = `GET /auth/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`;
    assert.match(await send(huge), /^HTTP\/1\.1 431 /);
    await assertStackAnswers(stack);
  });

  it('a select answers at most 1000 rows', async () => {
    const response = await fetch(`${stack.url}/rest/v1/survival_rows?select=id`, {
      headers: { apikey: stack.serviceRoleKey },
    });
    assert.equal(response.status, 200);
    const rows = (await response.json()) as unknown[];
    assert.equal(rows.length, 1000);
  });
});
