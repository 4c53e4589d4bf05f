import type { JwtVerifier } from '../jwt-keys.ts';
import { InvalidTokenError, verifyAccessToken } from './access-token.verifier.ts';
import type { ChannelPolicies, Extension } from './channel-authorization.ts';
import type { ChannelServices } from './channel-messages.handler.ts';
import { subTopicOf, type RealtimeChannel } from './realtime-channel.ts';
import { tokenRefusal } from './token-refusal.ts';

const readExtensions = (channel: RealtimeChannel): Extension[] =>
  channel.config.presenceEnabled || channel.policies?.read.presence !== undefined
    ? ['broadcast', 'presence']
    : ['broadcast'];

/** Read rights granted before and refused now, the one change Realtime closes a channel for. */
const revoked = (before: ChannelPolicies['read'], now: ChannelPolicies['read']) =>
  (before.broadcast === true && now.broadcast === false) ||
  (before.presence === true && now.presence === false);

/**
 * Realtime's answer to an `access_token` message on a joined channel: the token is verified, a
 * private channel's read rights are asked again with it (write rights are asked anew when next
 * needed), and the channel takes the new claims. Returns the message the channel is shut down
 * with when it may not go on, or null.
 */
export async function refreshChannelToken(
  channel: RealtimeChannel,
  token: string,
  deps: { jwtKeys: JwtVerifier; services: ChannelServices },
): Promise<string | null> {
  let claims: RealtimeChannel['claims'];
  try {
    claims = await verifyAccessToken(token, deps.jwtKeys);
  } catch (error) {
    if (error instanceof InvalidTokenError) return tokenRefusal(token, error).refreshMessage;
    throw error;
  }
  if (channel.policies) {
    const topic = subTopicOf(channel.topic);
    // A policy that fails to run refuses, as Realtime answers an RLS error.
    const read = await deps.services.policies
      .read(claims, topic, readExtensions(channel))
      .catch(() => null);
    if (!read || !(read.broadcast || read.presence))
      return `You do not have permissions to read from this Channel topic: ${topic}`;
    if (revoked(channel.policies.read, read))
      return `You no longer have permission to read from this Channel topic: ${topic}`;
    channel.policies = { read, write: {} };
  }
  channel.claims = claims;
  channel.token = token;
  return null;
}
