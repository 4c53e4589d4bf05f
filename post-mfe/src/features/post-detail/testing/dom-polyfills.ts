// jsdom lacks what react-router 7's data router uses (TextEncoder when it loads, Request when it
// navigates). Import this first in a test. undici needs MessagePort;
// MessageChannel stays undefined, since React's scheduler would open a port that keeps jest alive.
import { ReadableStream, TransformStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessagePort } from 'node:worker_threads';

Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  MessagePort,
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the globals it needs exist
const { Headers, Request, Response } = require('undici') as typeof import('undici');
Object.assign(globalThis, { Headers, Request, Response });
