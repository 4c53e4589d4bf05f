import { randomUUID } from 'node:crypto';
import type { ChannelConfig } from './realtime-channel.ts';

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Realtime accepts booleans and their string forms ("true"). */
const flag = (value: unknown) => value === true || value === 'true';

/** Reads a join's `config`; an empty presence key gets a fresh UUID, as in Realtime. */
export function parseChannelConfig(config: unknown): ChannelConfig {
  const { broadcast, presence, private: isPrivate } = asObject(config);
  const { self, ack, replication_ready: replicationReady } = asObject(broadcast);
  const { key, enabled } = asObject(presence);
  return {
    selfBroadcast: flag(self),
    ackBroadcast: flag(ack),
    replicationReady: flag(replicationReady),
    presenceKey: typeof key === 'string' && key !== '' ? key : randomUUID(),
    presenceEnabled: flag(enabled),
    private: flag(isPrivate),
  };
}
