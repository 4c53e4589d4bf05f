// jsdom lacks these Web APIs that react-router 7 uses at import time; Node has them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
