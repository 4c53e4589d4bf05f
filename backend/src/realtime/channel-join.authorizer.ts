import type { SubscriberClaims } from './access-token.verifier.ts';
import {
  readReplayRequest,
  REPLAY_FAILED,
  REPLAY_INVALID,
  REPLAY_PUBLIC,
  type StoredMessage,
} from './broadcast-replay.ts';
import type { ChannelPolicies } from './channel-authorization.ts';
import { authorizePrivateJoin, type ChannelServices } from './channel-messages.handler.ts';
import type { ChannelConfig } from './realtime-channel.ts';

export interface JoinGrant {
  /** A private channel's rights; null for a public channel. */
  policies: ChannelPolicies | null;
  /** Stored messages to send once the join is answered (`config.broadcast.replay`). */
  replay: StoredMessage[];
}

/**
 * What a join may have, in Realtime's order: the private channel's read rights, then the replay
 * (private channels only, and only with the right to read broadcasts). Returns the join's
 * refusal otherwise.
 */
export async function authorizeJoin(
  claims: SubscriberClaims,
  topic: string,
  config: ChannelConfig,
  rawConfig: unknown,
  services: ChannelServices,
): Promise<JoinGrant | string> {
  let policies: ChannelPolicies | null = null;
  if (config.private) {
    const granted = await authorizePrivateJoin(claims, topic, config, services);
    if (typeof granted === 'string') return granted;
    policies = granted;
  }
  const request = readReplayRequest(rawConfig);
  if (request.kind === 'absent') return { policies, replay: [] };
  if (policies?.read.broadcast === false)
    return `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
  if (!policies) return REPLAY_PUBLIC;
  if (request.kind === 'ignored') return { policies, replay: [] };
  if (request.kind === 'invalid') return REPLAY_INVALID;
  try {
    return { policies, replay: await services.replay(topic, request) };
  } catch {
    return REPLAY_FAILED;
  }
}
