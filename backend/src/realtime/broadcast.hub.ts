import { encodeFrame, type ProtocolVersion } from './phoenix-frame.serializer.ts';
import type { ChannelRegistry, RealtimeChannel } from './realtime-channel.ts';
import { encodeUserBroadcast, type UserBroadcast } from './user-broadcast.codec.ts';

/**
 * A broadcast as Realtime carries it: `json` is a Phoenix broadcast whose payload is
 * `{ type: 'broadcast', event, payload }` (sent as text); `user` is Realtime's UserBroadcast, sent as
 * binary to vsn 2.0.0 sockets and converted to the JSON form for 1.0.0.
 */
export type Broadcast =
  { kind: 'json'; payload: Record<string, unknown> } | { kind: 'user'; message: UserBroadcast };

function encodeFor(
  version: ProtocolVersion,
  topic: string,
  broadcast: Broadcast,
): string | Buffer | null {
  if (broadcast.kind === 'user' && version === '2.0.0')
    return encodeUserBroadcast(topic, broadcast.message);
  let payload: Record<string, unknown>;
  if (broadcast.kind === 'json') payload = broadcast.payload;
  else if (broadcast.message.encoding !== 'json') return null;
  else
    payload = {
      event: broadcast.message.event,
      payload: JSON.parse(broadcast.message.payload.toString('utf8')) as unknown,
      type: 'broadcast',
    };
  return encodeFrame(version, { joinRef: null, ref: null, topic, event: 'broadcast', payload });
}

/** Fans a broadcast out to the channels of one topic. */
export class BroadcastHub {
  constructor(
    private readonly registry: ChannelRegistry,
    /** Whether a private channel's member may receive broadcasts; public channels always may. */
    private readonly mayRead: (channel: RealtimeChannel) => boolean = () => true,
  ) {}

  /** `from` is left out unless it asked for its own messages (`config.broadcast.self`). */
  publish(topicKey: string, broadcast: Broadcast, from?: RealtimeChannel): number {
    const encoded = new Map<string, string | Buffer | null>();
    const messageId = broadcast.kind === 'user' ? broadcast.message.metadata?.id : undefined;
    let delivered = 0;
    for (const channel of this.registry.onTopic(topicKey)) {
      if (channel === from && !channel.config.selfBroadcast) continue;
      if (typeof messageId === 'string' && channel.replayed?.has(messageId)) continue;
      if (channel.config.private && !this.mayRead(channel)) continue;
      const cacheKey = `${channel.version} ${channel.topic}`;
      if (!encoded.has(cacheKey))
        encoded.set(cacheKey, encodeFor(channel.version, channel.topic, broadcast));
      const frame = encoded.get(cacheKey);
      if (frame === null || frame === undefined) continue;
      channel.sendEncoded(frame);
      delivered += 1;
    }
    return delivered;
  }
}
