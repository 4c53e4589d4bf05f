// jsdom lacks what react-router 7's data router uses (TextEncoder when it loads, Request when it
// navigates). Import this first in a test.
import { ReadableStream, TransformStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel, MessagePort } from 'node:worker_threads';

Object.assign(globalThis, { TextEncoder, TextDecoder, ReadableStream, TransformStream });
// undici needs MessageChannel while it loads. It is removed again afterwards: React's scheduler
// would otherwise pick Node's MessageChannel, whose port keeps jest from exiting.
Object.assign(globalThis, { MessageChannel, MessagePort });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the globals it needs exist
const { Headers, Request, Response } = require('undici') as typeof import('undici');
Object.assign(globalThis, { Headers, Request, Response });
delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
delete (globalThis as { MessagePort?: unknown }).MessagePort;
