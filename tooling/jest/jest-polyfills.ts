// jsdom lacks Web APIs that react-router 7's data router uses: TextEncoder when it loads, Request
// (from undici) when it navigates; and those that supabase-js and msw (which answers its requests in
// the tests) use: fetch, the streams and BroadcastChannel. Node has them all.
import {
  ReadableStream,
  TextDecoderStream,
  TransformStream,
  WritableStream,
} from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import {
  BroadcastChannel as NodeBroadcastChannel,
  MessageChannel,
  MessagePort,
} from 'node:worker_threads';

/** auth-js opens one per client and never closes it; an open Node channel keeps jest from exiting. */
class BroadcastChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    this.unref();
  }
}

Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  TextDecoderStream,
  BroadcastChannel,
});
// undici needs MessageChannel while it loads; it is removed again afterwards, because React's
// scheduler would otherwise use Node's MessageChannel, whose open port keeps jest from exiting.
Object.assign(globalThis, { MessageChannel, MessagePort });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- only after the globals it needs exist
const { Headers, Request, Response, fetch } = require('undici') as typeof import('undici');
Object.assign(globalThis, { Headers, Request, Response, fetch });
delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
delete (globalThis as { MessagePort?: unknown }).MessagePort;
