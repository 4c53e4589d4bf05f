/**
 * Realtime's binary broadcast frames (its V2 serializer): clients on vsn 2.0.0 push a broadcast as
 * kind 3 (user broadcast push) and receive one as kind 4 (user broadcast).
 */
const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;

export type PayloadEncoding = 'json' | 'binary';

/** One client broadcast: the user's event and payload bytes, JSON text or raw binary. */
export interface UserBroadcast {
  event: string;
  encoding: PayloadEncoding;
  payload: Buffer;
  metadata: Record<string, unknown> | null;
}

export interface UserBroadcastPush extends UserBroadcast {
  joinRef: string | null;
  ref: string | null;
  topic: string;
}

const nullable = (text: string) => (text === '' ? null : text);

/** Returns null for any binary frame that is not a well-formed user broadcast push. */
export function decodeUserBroadcastPush(frame: Buffer): UserBroadcastPush | null {
  const headerLength = 7;
  if (frame.length < headerLength || frame[0] !== USER_BROADCAST_PUSH) return null;
  const sizes = [frame[1], frame[2], frame[3], frame[4], frame[5]] as number[];
  const encoding: PayloadEncoding = frame[6] === 0 ? 'binary' : 'json';
  const fields: string[] = [];
  let offset = headerLength;
  for (const size of sizes) {
    if (offset + size > frame.length) return null;
    fields.push(frame.subarray(offset, offset + size).toString('utf8'));
    offset += size;
  }
  const [joinRef = '', ref = '', topic = '', event = '', metadataText = ''] = fields;
  let metadata: Record<string, unknown> | null = null;
  if (metadataText) {
    try {
      metadata = JSON.parse(metadataText) as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  const payload = frame.subarray(offset);
  if (encoding === 'json' && !isJson(payload)) return null;
  return {
    joinRef: nullable(joinRef),
    ref: nullable(ref),
    topic,
    event,
    encoding,
    payload: Buffer.from(payload),
    metadata,
  };
}

function isJson(bytes: Buffer): boolean {
  try {
    JSON.parse(bytes.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** Kind 4, the only binary broadcast realtime-js decodes; null when a field passes 255 bytes. */
export function encodeUserBroadcast(topic: string, message: UserBroadcast): Buffer | null {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(message.event, 'utf8');
  const metadataBytes = Buffer.from(message.metadata ? JSON.stringify(message.metadata) : '');
  if (topicBytes.length > 255 || eventBytes.length > 255 || metadataBytes.length > 255) return null;
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metadataBytes.length,
    message.encoding === 'json' ? 1 : 0,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metadataBytes, message.payload]);
}
