import { randomBytes } from 'node:crypto';
import type { ChannelRegistry, RealtimeChannel } from './realtime-channel.ts';

/** One tracked presence as Phoenix.Presence keeps it: the client's payload plus its ref. */
type PresenceMeta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
type PresenceGroup = Record<string, { metas: PresenceMeta[] }>;

interface Tracked {
  key: string;
  payload: string;
  meta: PresenceMeta;
}

const newRef = () => randomBytes(8).toString('base64');

function group(entries: Array<{ key: string; meta: PresenceMeta }>): PresenceGroup {
  const grouped: PresenceGroup = {};
  for (const { key, meta } of entries) (grouped[key] ??= { metas: [] }).metas.push(meta);
  return grouped;
}

/**
 * Phoenix.Presence for one process: each channel tracks at most one presence under its key; every
 * change goes to the topic's channels as a `presence_diff`, and a joining channel with presence on
 * gets the whole `presence_state`.
 */
export class PresenceTracker {
  private readonly tracked = new Map<RealtimeChannel, Tracked>();
  private readonly byTopic = new Map<string, Set<RealtimeChannel>>();

  constructor(
    private readonly registry: ChannelRegistry,
    /** Whether a private channel's member may see presence; public channels always may. */
    private readonly mayRead: (channel: RealtimeChannel) => boolean = () => true,
  ) {}

  /** The `presence_state` payload of a topic. */
  state(topicKey: string): PresenceGroup {
    const channels = [...(this.byTopic.get(topicKey) ?? [])];
    return group(
      channels.map((channel) => this.tracked.get(channel)).filter((entry) => entry !== undefined),
    );
  }

  sendState(channel: RealtimeChannel): void {
    if (channel.config.private && !this.mayRead(channel)) return;
    channel.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'presence_state',
      payload: this.state(channel.topicKey),
    });
  }

  /** Tracks or updates; the same payload again changes nothing, as in Realtime. */
  track(channel: RealtimeChannel, payload: Record<string, unknown>): void {
    const previous = this.tracked.get(channel);
    const text = JSON.stringify(payload);
    if (previous && previous.payload === text) return;
    const meta: PresenceMeta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    const key = channel.config.presenceKey;
    this.tracked.set(channel, { key, payload: text, meta });
    const members = this.byTopic.get(channel.topicKey) ?? new Set<RealtimeChannel>();
    members.add(channel);
    this.byTopic.set(channel.topicKey, members);
    const leaves = previous ? group([previous]) : {};
    this.broadcastDiff(channel.topicKey, { joins: group([{ key, meta }]), leaves });
  }

  untrack(channel: RealtimeChannel): void {
    const previous = this.tracked.get(channel);
    if (!previous) return;
    this.tracked.delete(channel);
    const members = this.byTopic.get(channel.topicKey);
    members?.delete(channel);
    if (members?.size === 0) this.byTopic.delete(channel.topicKey);
    this.broadcastDiff(channel.topicKey, { joins: {}, leaves: group([previous]) });
  }

  private broadcastDiff(topicKey: string, diff: { joins: PresenceGroup; leaves: PresenceGroup }) {
    for (const channel of this.registry.onTopic(topicKey)) {
      if (channel.config.private && !this.mayRead(channel)) continue;
      // A PubSub broadcast: Realtime sends it without a join ref.
      channel.send({
        joinRef: null,
        ref: null,
        topic: channel.topic,
        event: 'presence_diff',
        payload: diff,
      });
    }
  }
}
