// jsdom lacks Web APIs that react-router 7's data router uses: TextEncoder when it loads, Request
// (from undici) when it navigates. Node has them all.
import { ReadableStream, TransformStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel, MessagePort } from 'node:worker_threads';

Object.assign(globalThis, { TextEncoder, TextDecoder, ReadableStream, TransformStream });
// undici needs MessageChannel while it loads; it is removed again afterwards, because React's
// scheduler would otherwise use Node's MessageChannel, whose open port keeps jest from exiting.
Object.assign(globalThis, { MessageChannel, MessagePort });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- only after the globals it needs exist
const { Headers, Request, Response } = require('undici') as typeof import('undici');
Object.assign(globalThis, { Headers, Request, Response });
delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
delete (globalThis as { MessagePort?: unknown }).MessagePort;
