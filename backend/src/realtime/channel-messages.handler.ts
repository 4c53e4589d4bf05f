import type { SubscriberClaims } from './access-token.verifier.ts';
import type { Broadcast, BroadcastHub } from './broadcast.hub.ts';
import type { StoredMessage } from './broadcast-replay.ts';
import type { ChannelPolicies, Extension } from './channel-authorization.ts';
import type { PresenceTracker } from './presence.tracker.ts';
import { subTopicOf, type ChannelConfig, type RealtimeChannel } from './realtime-channel.ts';

type PolicyCheck<K extends keyof ChannelPolicies> = (
  claims: SubscriberClaims,
  topic: string,
  extensions: Extension[],
) => Promise<ChannelPolicies[K]>;

export interface ChannelServices {
  hub: BroadcastHub;
  presence: PresenceTracker;
  policies: { read: PolicyCheck<'read'>; write: PolicyCheck<'write'> };
  /** A private topic's stored broadcasts for a join's `config.broadcast.replay`. */
  replay(topic: string, request: { since: number; limit: number }): Promise<StoredMessage[]>;
}

/**
 * A private channel may be joined with the right to read broadcast or presence (presence is asked
 * only when enabled). Returns its policies, or Realtime's refusal.
 */
export async function authorizePrivateJoin(
  claims: SubscriberClaims,
  topic: string,
  config: ChannelConfig,
  services: ChannelServices,
): Promise<ChannelPolicies | string> {
  const refusal = `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
  const extensions: Extension[] = config.presenceEnabled
    ? ['broadcast', 'presence']
    : ['broadcast'];
  // A policy that fails to run (a bad cast, say) refuses the join as a denial would.
  const read = await services.policies.read(claims, topic, extensions).catch(() => null);
  if (!read || !(read.broadcast || read.presence)) return refusal;
  return { read, write: {} };
}

/** Whether a private channel's member may write `extension`; asked once per channel. */
async function mayWrite(
  channel: RealtimeChannel,
  extension: Extension,
  services: ChannelServices,
): Promise<boolean> {
  const policies = channel.policies;
  if (!policies) return true;
  if (policies.write[extension] === undefined) {
    const topic = subTopicOf(channel.topic);
    const extensions: Extension[] = [extension];
    if (extension === 'presence' && policies.read.presence === undefined)
      Object.assign(policies.read, await services.policies.read(channel.claims, topic, extensions));
    Object.assign(policies.write, await services.policies.write(channel.claims, topic, extensions));
  }
  return policies.write[extension] === true;
}

type Reply = (status: 'ok' | 'error', response: Record<string, unknown>) => void;

const isMap = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A client's broadcast: answered only when the channel asked for acks, as Realtime does. */
export async function handleBroadcastPush(
  channel: RealtimeChannel,
  broadcast: Broadcast,
  services: ChannelServices,
  reply: Reply,
): Promise<void> {
  // Realtime drops, unanswered, a broadcast its sender may not write.
  if (!(await mayWrite(channel, 'broadcast', services).catch(() => false))) return;
  services.hub.publish(channel.topicKey, broadcast, channel);
  if (channel.config.ackBroadcast) reply('ok', {});
}

/** `track` / `untrack` pushes (`{ type: 'presence', event, payload }`). */
export async function handlePresencePush(
  channel: RealtimeChannel,
  message: Record<string, unknown>,
  services: ChannelServices,
  reply: Reply,
): Promise<void> {
  if (typeof message.event !== 'string') return reply('ok', {});
  const event = message.event.toLowerCase();
  if (event === 'track') {
    const payload = message.payload ?? {};
    if (!(await mayWrite(channel, 'presence', services).catch(() => false)))
      return reply('error', {});
    if (!isMap(payload)) return reply('error', { reason: 'Presence track payload must be a map' });
    services.presence.track(channel, payload);
    return reply('ok', {});
  }
  if (event === 'untrack') {
    services.presence.untrack(channel);
    return reply('ok', {});
  }
  reply('error', {});
}
