// What the storage attack tests share: the payloads, raw HTTP senders that bypass the client's
// checks, and a stack with two members whose every attempt can be checked to leave nothing behind.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './supabase-clients.ts';
import { startTestStack, type TestStack } from './test-stack.ts';
import { uniqueUsername } from './test-users.ts';

/** A real 1×1 PNG. */
export const realPng = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4d00000000049454e44ae426082',
  'hex',
);
export const html =
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
export const svg =
  '\ufeff  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
export const chunkSize = 64 * 1024;
/** The site buckets' `file_size_limit`. */
export const bucketLimit = 10 * 1024 * 1024;
/**
 * Declared far beyond what the kernel's socket buffers take in (a few MB on loopback). A server
 * that reads the body (up to the bucket limit) before it checks the caller cannot answer before
 * the client has handed over more than `bucketLimit` bytes.
 */
export const heldBodyLength = 48 * 1024 * 1024;

export interface Member {
  id: string;
  token: string;
  client: SupabaseClient;
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface HeldAnswer extends Answer {
  /** Body bytes the client had handed to its socket when the answer arrived. */
  bytesSentAtAnswer: number;
}

/**
 * Sends the headers and `prefix`, then the rest of a `declaredLength` body (or, without it, a
 * chunked body of `chunkedLength` bytes) one 64 KB chunk after the other is flushed, and stops as
 * soon as the server answers.
 */
export function sendHoldingBody(
  url: string,
  requestPath: string,
  headers: Record<string, string>,
  prefix: Buffer,
  body: { declaredLength: number } | { chunkedLength: number },
): Promise<HeldAnswer> {
  const total = 'declaredLength' in body ? body.declaredLength : body.chunkedLength;
  const allHeaders =
    'declaredLength' in body
      ? { ...headers, 'content-length': String(body.declaredLength) }
      : headers;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      url,
      { method: 'POST', path: requestPath, headers: allHeaders, agent: false },
      (response) => {
        answered = true;
        const sentAtAnswer = sent;
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            headers: response.headers,
            bytesSentAtAnswer: sentAtAnswer,
          });
        });
      },
    );
    // Once the server has answered, it may close while the client still writes.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const filler = Buffer.alloc(chunkSize);
    const pump = () => {
      if (answered) return;
      if (sent >= total) {
        request.end();
        return;
      }
      const next = sent === 0 ? prefix : filler.subarray(0, Math.min(chunkSize, total - sent));
      request.write(next, (error) => {
        if (error) return;
        sent += next.length;
        pump();
      });
    };
    request.flushHeaders();
    pump();
  });
}

/** One request written byte for byte on a fresh socket (no client-side header checks). */
export function sendRaw(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.from(text, 'latin1')));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, body: rest.join('\r\n\r\n'), headers: {} });
    });
  });
}

export function multipartBody(
  boundary: string,
  cacheControl: string,
  contentType: string,
  bytes: Buffer,
): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n${cacheControl}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
      'latin1',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export function storageErrorOf(answer: Answer): {
  statusCode: string;
  code: string;
  message: string;
} {
  return JSON.parse(answer.body) as { statusCode: string; code: string; message: string };
}

export async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A stack with two members, alice and bob, and what the attacks check with. */
export interface StorageAttackStack {
  stack: TestStack;
  alice: Member;
  bob: Member;
  /** Where the stack keeps stored files. */
  storageDir: string;
  /** The gateway's port, for requests written byte for byte. */
  port: number;
  /** Runs `attempt` and proves that neither a file (not even a temporary one) nor a row appeared. */
  assertNothingWritten<T>(attempt: () => Promise<T>): Promise<T>;
  headersFor(member: Member | null, contentType: string): Record<string, string>;
  publicUrl(bucket: string, key: string): string;
}

export async function startStorageAttackStack(): Promise<StorageAttackStack> {
  const stack = await startTestStack({ autoconfirm: true });
  const signUp = async (prefix: string): Promise<Member> => {
    const client = anonClient(stack);
    const { data, error } = await client.auth.signUp({
      email: `${uniqueUsername(prefix)}@example.test`,
      password: 'storage-attack-Passphrase-71',
      options: { data: { username: uniqueUsername(prefix), display_name: prefix } },
    });
    if (error || !data.user || !data.session) throw error ?? new Error('no session');
    return { id: data.user.id, token: data.session.access_token, client };
  };
  const storageDir = path.join(stack.config.dataDir, 'storage');
  const objectRows = async () =>
    (await stack.pool.query('select bucket_id, name from storage.objects order by 1, 2')).rows;
  return {
    stack,
    alice: await signUp('alice_st'),
    bob: await signUp('bob_st'),
    storageDir,
    port: Number(new URL(stack.url).port),
    async assertNothingWritten<T>(attempt: () => Promise<T>): Promise<T> {
      const filesBefore = await filesUnder(storageDir);
      const rowsBefore = await objectRows();
      const result = await attempt();
      assert.deepEqual(await filesUnder(storageDir), filesBefore);
      assert.deepEqual(await objectRows(), rowsBefore);
      return result;
    },
    headersFor: (member, contentType) => ({
      apikey: stack.anonKey,
      authorization: `Bearer ${member ? member.token : stack.anonKey}`,
      'content-type': contentType,
    }),
    publicUrl: (bucket, key) => `${stack.url}/storage/v1/object/public/${bucket}/${key}`,
  };
}
