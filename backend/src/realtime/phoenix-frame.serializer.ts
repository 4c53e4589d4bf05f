import { decodeUserBroadcastPush, type UserBroadcast } from './user-broadcast.codec.ts';

/** One Phoenix channel message; refs are the client's decimal strings, echoed unchanged. */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  /** A vsn 2.0.0 binary broadcast push; `payload` is then empty. */
  userBroadcast?: UserBroadcast;
}

export type ProtocolVersion = '1.0.0' | '2.0.0';

/** vsn 2.0.0 sends `[join_ref, ref, topic, event, payload]`; 1.0.0 sends an object. */
export function encodeFrame(version: ProtocolVersion, message: PhoenixMessage): string {
  if (version === '1.0.0') {
    const { joinRef, ref, topic, event, payload } = message;
    return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
  }
  return JSON.stringify([
    message.joinRef,
    message.ref,
    message.topic,
    message.event,
    message.payload,
  ]);
}

const asRef = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const asPayload = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Returns null for anything that is not a well-formed text frame. */
export function decodeFrame(text: string): PhoenixMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(value)) {
    const [joinRef, ref, topic, event, payload] = value as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: asPayload(payload) };
  }
  if (value && typeof value === 'object') {
    const frame = value as Record<string, unknown>;
    if (typeof frame.topic !== 'string' || typeof frame.event !== 'string') return null;
    return {
      joinRef: asRef(frame.join_ref),
      ref: asRef(frame.ref),
      topic: frame.topic,
      event: frame.event,
      payload: asPayload(frame.payload),
    };
  }
  return null;
}

/** A vsn 2.0.0 binary frame: a user broadcast push, carried on as a `broadcast` message. */
export function decodeBinaryFrame(bytes: Buffer): PhoenixMessage | null {
  const push = decodeUserBroadcastPush(bytes);
  if (!push) return null;
  const { joinRef, ref, topic, event, encoding, payload } = push;
  // Realtime does not pass the push's metadata on.
  const userBroadcast = { event, encoding, payload, metadata: null };
  return { joinRef, ref, topic, event: 'broadcast', payload: {}, userBroadcast };
}
