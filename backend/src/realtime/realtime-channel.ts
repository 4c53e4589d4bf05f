import type { SubscriberClaims } from './access-token.verifier.ts';
import type { ChannelPolicies } from './channel-authorization.ts';
import type { PhoenixMessage, ProtocolVersion } from './phoenix-frame.serializer.ts';
import type { PostgresBinding } from './postgres-binding.ts';

/** A joined channel of one socket: what it listens to and whose rights it reads with. */
export interface RealtimeChannel {
  topic: string;
  joinRef: string | null;
  bindings: PostgresBinding[];
  claims: SubscriberClaims;
  token: string;
  /** The socket's protocol: which frames it can decode. */
  version: ProtocolVersion;
  /** Public and private channels of one name are separate topics, as in Realtime. */
  topicKey: string;
  config: ChannelConfig;
  /** A private channel's rights, asked of RLS when first needed; null for a public channel. */
  policies: ChannelPolicies | null;
  /** Ids of the stored messages the join replayed: not delivered to this channel a second time. */
  replayed?: ReadonlySet<string>;
  send(message: PhoenixMessage): void;
  /** Sends a frame already encoded for this channel's protocol. */
  sendEncoded(frame: string | Buffer): void;
  /** Stops the channel from the server side (token invalid or expired). */
  shutdown(reason: string): void;
}

/** The join's `config`, with Realtime's defaults. */
export interface ChannelConfig {
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  /** Asked for a `system` message once the database feed is ready (`broadcast.replication_ready`). */
  replicationReady: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  private: boolean;
}

/** `realtime:room-1` → `room-1`, the name the REST API and `realtime.messages` use. */
export const subTopicOf = (topic: string) => topic.replace(/^realtime:/, '');

export const topicKeyOf = (subTopic: string, isPrivate: boolean) =>
  `${isPrivate ? 'private' : 'public'}:${subTopic}`;

/** Every joined channel of every socket, for the change dispatcher, broadcast and presence. */
export class ChannelRegistry {
  private readonly channels = new Set<RealtimeChannel>();
  private readonly byTopic = new Map<string, Set<RealtimeChannel>>();

  add(channel: RealtimeChannel): void {
    this.channels.add(channel);
    const members = this.byTopic.get(channel.topicKey) ?? new Set<RealtimeChannel>();
    members.add(channel);
    this.byTopic.set(channel.topicKey, members);
  }

  remove(channel: RealtimeChannel): void {
    this.channels.delete(channel);
    const members = this.byTopic.get(channel.topicKey);
    members?.delete(channel);
    if (members?.size === 0) this.byTopic.delete(channel.topicKey);
  }

  all(): Iterable<RealtimeChannel> {
    return this.channels;
  }

  /** The channels joined to one topic (see `topicKeyOf`). */
  onTopic(topicKey: string): RealtimeChannel[] {
    return [...(this.byTopic.get(topicKey) ?? [])];
  }
}
