import type pg from 'pg';
import { encodeFrame } from './phoenix-frame.serializer.ts';
import type { RealtimeChannel } from './realtime-channel.ts';
import { encodeUserBroadcast } from './user-broadcast.codec.ts';

/** `config.broadcast.replay` of a join: absent, not a map (ignored), or the window to replay. */
export type ReplayRequest =
  | { kind: 'absent' }
  | { kind: 'ignored' }
  | { kind: 'invalid' }
  | { kind: 'replay'; since: number; limit: number };

/** Realtime replays at most this many messages, whatever `limit` asks. */
const HARD_LIMIT = 25;
const DEFAULT_LIMIT = 25;
// The milliseconds Elixir's DateTime.from_unix accepts (years -9999 to 9999).
const MIN_SINCE = -377_705_116_800_000;
const MAX_SINCE = 253_402_300_799_999;
// The oldest instant PostgreSQL's to_timestamp takes; nothing is older anyway.
const OLDEST_TIMESTAMP_MS = -210_866_803_200_000;

export const REPLAY_FAILED = 'UnableToReplayMessages: Realtime was unable to replay messages';
export const REPLAY_INVALID = 'UnableToReplayMessages: Replay params are not valid';
export const REPLAY_PUBLIC = 'UnableToReplayMessages: Replay is not allowed for public channels';

const isMap = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Reads the join's raw config as Realtime does: `since` and `limit` must be integers. */
export function readReplayRequest(config: unknown): ReplayRequest {
  const broadcast = isMap(config) ? config.broadcast : undefined;
  if (!isMap(broadcast) || !('replay' in broadcast)) return { kind: 'absent' };
  const replay = broadcast.replay;
  if (!isMap(replay)) return { kind: 'ignored' };
  const { since } = replay;
  const limit = replay.limit ?? DEFAULT_LIMIT;
  if (!Number.isSafeInteger(since) || !Number.isSafeInteger(limit)) return { kind: 'invalid' };
  const sinceMs = since as number;
  if (sinceMs < MIN_SINCE || sinceMs > MAX_SINCE) return { kind: 'invalid' };
  return {
    kind: 'replay',
    since: Math.max(sinceMs, OLDEST_TIMESTAMP_MS),
    limit: Math.max(Math.min(limit as number, HARD_LIMIT), 1),
  };
}

export interface StoredMessage {
  id: string;
  event: string | null;
  payload: unknown;
  binary_payload: Buffer | null;
}

/**
 * A private topic's broadcasts stored since `since`, oldest first: the newest `limit` of them, as
 * Realtime reads them (as the service; the channel's read right was asked at the join).
 * `inserted_at` holds the server's local time, as `now()` wrote it.
 */
export async function loadReplay(
  pool: pg.Pool,
  topic: string,
  request: { since: number; limit: number },
): Promise<StoredMessage[]> {
  const { rows } = await pool.query<StoredMessage>(
    `select id::text, event, payload, binary_payload
       from realtime.messages
      where topic = $1 and private is true and extension = 'broadcast'
        and inserted_at >= (pg_catalog.to_timestamp($2::float8 / 1000) at time zone pg_catalog.current_setting('TimeZone'))
        and inserted_at < localtimestamp + interval '1 minute'
      order by inserted_at desc
      limit $3`,
    [topic, request.since, request.limit],
  );
  return rows.reverse();
}

/**
 * Sends replayed messages as Realtime pushes them: JSON ones as a `broadcast` push whose `meta` says
 * `replayed`, binary ones as a user broadcast with that meta (not at all to vsn 1.0.0 sockets).
 */
export function sendReplay(channel: RealtimeChannel, messages: StoredMessage[]): void {
  for (const message of messages) {
    const meta = { replayed: true, id: message.id };
    if (message.binary_payload !== null) {
      if (channel.version !== '2.0.0' || message.event === null) continue;
      const frame = encodeUserBroadcast(channel.topic, {
        event: message.event,
        encoding: 'binary',
        payload: message.binary_payload,
        metadata: meta,
      });
      if (frame) channel.sendEncoded(frame);
      continue;
    }
    const payload = { payload: message.payload, event: message.event, type: 'broadcast', meta };
    channel.sendEncoded(
      encodeFrame(channel.version, {
        joinRef: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'broadcast',
        payload,
      }),
    );
  }
}
