// jsdom lacks what react-router 7's data router uses (TextEncoder when it loads, Request when it
// navigates). Import this first in a test. (Better placed once in tooling/jest-setup.ts.)
import { ReadableStream, TransformStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel, MessagePort } from 'node:worker_threads';

Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  MessageChannel,
  MessagePort,
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the globals it needs exist
const { Headers, Request, Response } = require('undici') as typeof import('undici');
Object.assign(globalThis, { Headers, Request, Response });
