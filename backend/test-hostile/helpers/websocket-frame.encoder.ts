import { randomBytes } from 'node:crypto';

export interface FrameSpec {
  opcode: number;
  payload?: Buffer;
  fin?: boolean;
  /** The three RSV bits as a number 0–7 (a server without extensions must refuse any). */
  rsv?: number;
  /** Clients must mask; `false` sends a frame the server must refuse. */
  masked?: boolean;
  /** A length to announce instead of the payload's own (a lie: bigger, smaller, or 2^63−1). */
  announcedLength?: bigint;
}

/**
 * Encodes one WebSocket frame exactly as specified, valid or not (the `ws` client refuses to send
 * invalid frames, so the hostile runs write their own bytes).
 */
export function encodeFrame(spec: FrameSpec): Buffer {
  const payload = spec.payload ?? Buffer.alloc(0);
  const masked = spec.masked ?? true;
  const length = spec.announcedLength ?? BigInt(payload.length);
  const first =
    ((spec.fin ?? true) ? 0x80 : 0) | (((spec.rsv ?? 0) & 7) << 4) | (spec.opcode & 0x0f);
  let header: Buffer;
  if (length < 126n) {
    header = Buffer.from([first, Number(length)]);
  } else if (length < 65536n) {
    header = Buffer.alloc(4);
    header.writeUInt16BE(Number(length), 2);
    header[1] = 126;
  } else {
    header = Buffer.alloc(10);
    header.writeBigUInt64BE(length, 2);
    header[1] = 127;
  }
  header[0] = first;
  if (!masked) return Buffer.concat([header, payload]);
  header[1] = (header[1] ?? 0) | 0x80;
  const mask = randomBytes(4);
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i += 1) body[i] = (body[i] ?? 0) ^ (mask[i % 4] ?? 0);
  return Buffer.concat([header, mask, body]);
}

/** A masked text frame, as a well-behaved client sends it. */
export const textFrame = (text: string): Buffer =>
  encodeFrame({ opcode: 0x1, payload: Buffer.from(text) });

export const Opcode = {
  continuation: 0x0,
  text: 0x1,
  binary: 0x2,
  close: 0x8,
  ping: 0x9,
  pong: 0xa,
} as const;
