import type WebSocket from 'ws';
import type { JwtVerifier } from '../jwt-keys.ts';
import { InvalidTokenError, verifyAccessToken } from './access-token.verifier.ts';
import { sendReplay } from './broadcast-replay.ts';
import { parseChannelConfig } from './channel-config.ts';
import { authorizeJoin, type JoinGrant } from './channel-join.authorizer.ts';
import {
  handleBroadcastPush,
  handlePresencePush,
  type ChannelServices,
} from './channel-messages.handler.ts';
import { refreshChannelToken } from './channel-token.refresher.ts';
import {
  subTopicOf,
  topicKeyOf,
  type ChannelRegistry,
  type RealtimeChannel,
} from './realtime-channel.ts';
import {
  decodeBinaryFrame,
  decodeFrame,
  encodeFrame,
  type PhoenixMessage,
  type ProtocolVersion,
} from './phoenix-frame.serializer.ts';
import { parseBinding, type PostgresBinding } from './postgres-binding.ts';
import { RateWindowCounter } from './rate-window.counter.ts';
import { TOO_MANY_CHANNELS, TOO_MANY_JOINS, TOO_MANY_MESSAGES } from './realtime-limits.ts';
import { TokenExpiryWatch } from './token-expiry.watch.ts';
import { tokenRefusal } from './token-refusal.ts';
import type { RealtimeLimits } from '../gateway/live-modules.loader.ts';

export interface ConnectionDeps {
  jwtKeys: JwtVerifier;
  registry: ChannelRegistry;
  limits: RealtimeLimits;
  services: ChannelServices;
}

const toBuffer = (data: WebSocket.RawData) =>
  Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** Publishable keys are not JWTs; Realtime ignores them as access tokens. */
const usableToken = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && !value.startsWith('sb_');

/** One WebSocket speaking the Phoenix channel protocol as realtime-js does. */
export class RealtimeConnection {
  private readonly channels = new Map<string, RealtimeChannel>();
  // Messages are handled one after another: a join must finish before the access_token that follows it.
  private queue: Promise<void> = Promise.resolve();
  private readonly joins: RateWindowCounter;
  private readonly messages: RateWindowCounter;
  private readonly expiry = new TokenExpiryWatch();

  constructor(
    private readonly socket: WebSocket,
    private readonly version: ProtocolVersion,
    private readonly apikey: string,
    private readonly deps: ConnectionDeps,
  ) {
    const { limits } = deps;
    this.joins = new RateWindowCounter(limits.maxJoinsPerWindow, limits.rateWindowMs);
    this.messages = new RateWindowCounter(limits.maxMessagesPerWindow, limits.rateWindowMs);
    socket.on('message', (data, isBinary) => {
      // Only vsn 2.0.0 has binary frames.
      if (isBinary && version !== '2.0.0') return;
      const message = isBinary ? decodeBinaryFrame(toBuffer(data)) : decodeFrame(data.toString());
      if (!message) return;
      // Counted on arrival, so a flood never queues up work.
      if (!this.messages.take()) return this.overMessageRate(message);
      this.queue = this.queue.then(() => this.handle(message)).catch(() => undefined);
    });
    // A bad frame (invalid UTF-8, RSV1, too large) or a reset: ws closes this socket (1002, 1007,
    // 1009); without a listener the error would end the process.
    socket.on('error', () => undefined);
    socket.on('close', () => this.dispose());
  }

  private sendEncoded(frame: string | Buffer): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  private send(message: PhoenixMessage): void {
    if (this.socket.readyState === this.socket.OPEN)
      this.socket.send(encodeFrame(this.version, message));
  }

  private reply(
    request: PhoenixMessage,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ): void {
    const { joinRef, ref, topic } = request;
    this.send({ joinRef, ref, topic, event: 'phx_reply', payload: { status, response } });
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat')
      return this.reply(message, 'ok', {});
    if (message.event === 'phx_join') return this.join(message);
    const channel = this.channels.get(message.topic);
    if (!channel || channel.joinRef !== message.joinRef)
      return this.reply(message, 'error', { reason: 'unmatched topic' });
    if (message.event === 'phx_leave') {
      this.reply(message, 'ok', {});
      return this.close(channel);
    }
    if (message.event === 'access_token')
      return this.updateToken(channel, message.payload.access_token);
    const reply = (status: 'ok' | 'error', response: Record<string, unknown>) =>
      this.reply(message, status, response);
    if (message.event === 'broadcast') {
      const broadcast = message.userBroadcast
        ? { kind: 'user' as const, message: message.userBroadcast }
        : { kind: 'json' as const, payload: message.payload };
      return handleBroadcastPush(channel, broadcast, this.deps.services, reply);
    }
    if (message.event === 'presence')
      return handlePresencePush(channel, message.payload, this.deps.services, reply);
    if (message.ref !== null) this.reply(message, 'ok', {});
  }

  /** Realtime shuts the channel the message was for; anything else over the rate is dropped. */
  private overMessageRate(message: PhoenixMessage): void {
    const channel = this.channels.get(message.topic);
    if (channel && channel.joinRef === message.joinRef) channel.shutdown(TOO_MANY_MESSAGES);
  }

  private async join(message: PhoenixMessage): Promise<void> {
    if (!this.joins.take()) return this.reply(message, 'error', { reason: TOO_MANY_JOINS });
    const previous = this.channels.get(message.topic);
    if (!previous && this.channels.size >= this.deps.limits.maxChannelsPerClient)
      return this.reply(message, 'error', { reason: TOO_MANY_CHANNELS });
    if (previous) this.detach(previous);
    const config = (message.payload.config ?? {}) as { postgres_changes?: unknown };
    const channelConfig = parseChannelConfig(config);
    const token = usableToken(message.payload.access_token)
      ? message.payload.access_token
      : this.apikey;
    let bindings: PostgresBinding[];
    let joined: RealtimeChannel;
    let grant: JoinGrant;
    try {
      const claims = await verifyAccessToken(token, this.deps.jwtKeys);
      const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
      bindings = requested.map(parseBinding);
      const topic = subTopicOf(message.topic);
      const answer = await authorizeJoin(claims, topic, channelConfig, config, this.deps.services);
      if (typeof answer === 'string') return this.reply(message, 'error', { reason: answer });
      grant = answer;
      joined = this.attach(message, bindings, claims, token, channelConfig, grant);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        const { code, message: reason } = tokenRefusal(token, error);
        return this.reply(message, 'error', { reason: `${code}: ${reason}` });
      }
      const reason = `InvalidPostgresChanges: ${errorMessage(error)}`;
      return this.reply(message, 'error', { reason });
    }
    this.reply(message, 'ok', {
      postgres_changes: bindings.map((binding) => ({ ...binding.params, id: binding.id })),
    });
    sendReplay(joined, grant.replay);
    if (bindings.length > 0)
      this.sendSystem(message, 'postgres_changes', 'Subscribed to PostgreSQL');
    // The database feed here is a LISTEN that runs as long as realtime does: ready at every join.
    if (joined.config.replicationReady)
      this.sendSystem(message, 'system', 'Replication connection established');
    if (joined.config.presenceEnabled) this.deps.services.presence.sendState(joined);
  }

  /** A `system` message with status ok on the channel `message` joined. */
  private sendSystem(message: PhoenixMessage, extension: string, text: string): void {
    this.send({
      joinRef: message.joinRef,
      ref: null,
      topic: message.topic,
      event: 'system',
      payload: {
        extension,
        status: 'ok',
        message: text,
        channel: message.topic.replace(/^realtime:/, ''),
      },
    });
  }

  private attach(
    message: PhoenixMessage,
    bindings: PostgresBinding[],
    claims: RealtimeChannel['claims'],
    token: string,
    config: RealtimeChannel['config'],
    grant: JoinGrant,
  ): RealtimeChannel {
    const channel: RealtimeChannel = {
      topic: message.topic,
      joinRef: message.joinRef,
      bindings,
      claims,
      token,
      version: this.version,
      topicKey: topicKeyOf(subTopicOf(message.topic), config.private),
      config,
      policies: grant.policies,
      replayed: new Set(grant.replay.map((message) => message.id)),
      send: (push) => this.send(push),
      sendEncoded: (frame) => this.sendEncoded(frame),
      shutdown: (reason) => {
        this.send({
          joinRef: channel.joinRef,
          ref: null,
          topic: channel.topic,
          event: 'system',
          payload: {
            extension: 'system',
            status: 'error',
            message: reason,
            channel: subTopicOf(channel.topic),
          },
        });
        this.close(channel);
      },
    };
    this.channels.set(channel.topic, channel);
    this.deps.registry.add(channel);
    this.expiry.watch(channel);
    return channel;
  }

  /** A new token asks Realtime again whether the channel may go on (see `refreshChannelToken`). */
  private async updateToken(channel: RealtimeChannel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.token) return;
    const refusal = await refreshChannelToken(channel, token, this.deps).catch(errorMessage);
    if (refusal !== null) return channel.shutdown(refusal);
    this.expiry.watch(channel);
  }

  private close(channel: RealtimeChannel): void {
    this.detach(channel);
    // Phoenix sends phx_close with ref = join_ref.
    this.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  private detach(channel: RealtimeChannel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.deps.registry.remove(channel);
    this.deps.services.presence.untrack(channel);
    this.expiry.stop(channel);
  }

  private dispose(): void {
    for (const channel of [...this.channels.values()]) this.detach(channel);
  }
}
