import type { SubscriberClaims } from './access-token.verifier.ts';
import type { PhoenixMessage } from './phoenix-frame.serializer.ts';
import type { PostgresBinding } from './postgres-binding.ts';

/** A joined channel of one socket: what it listens to and whose rights it reads with. */
export interface RealtimeChannel {
  topic: string;
  joinRef: string | null;
  bindings: PostgresBinding[];
  claims: SubscriberClaims;
  token: string;
  send(message: PhoenixMessage): void;
  /** Stops the channel from the server side (token invalid or expired). */
  shutdown(reason: string): void;
}

/** Every joined channel of every socket, for the change dispatcher. */
export class ChannelRegistry {
  private readonly channels = new Set<RealtimeChannel>();

  add(channel: RealtimeChannel): void {
    this.channels.add(channel);
  }

  remove(channel: RealtimeChannel): void {
    this.channels.delete(channel);
  }

  all(): Iterable<RealtimeChannel> {
    return this.channels;
  }
}
