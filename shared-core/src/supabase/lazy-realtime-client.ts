// supabase-js builds a RealtimeClient in its constructor, so realtime-js (17 KB gzip of its 58) would
// load and compile on every first page, though a visitor never opens a channel. The site's builds
// alias '@supabase/realtime-js' to this module (tooling/build/rspack-config.mjs): it stands in for the
// client and loads the real one when the first channel is asked for.
//
// supabase-js calls only setAuth, channel, getChannels, removeChannel and removeAllChannels on its
// realtime client; the site's code calls on, subscribe, unsubscribe and, for presence, track,
// untrack and presenceState on a channel.
import type {
  RealtimeChannel,
  RealtimeClient as RealClient,
  RealtimeClientOptions,
  RealtimeRemoveChannelResponse,
} from '@supabase/realtime-js/dist/module/index.js';

type RealtimeModule = { RealtimeClient: typeof RealClient };
type SubscribeCallback = Parameters<RealtimeChannel['subscribe']>[0];

const CHANNEL_ERROR = 'CHANNEL_ERROR' as Parameters<NonNullable<SubscribeCallback>>[0];

/** A channel asked for before realtime-js has loaded: its calls wait for the real channel. */
class PendingChannel {
  readonly ready: Promise<RealtimeChannel>;
  private channel: RealtimeChannel | undefined;
  private readonly calls: ((channel: RealtimeChannel) => void)[] = [];
  private readonly subscribers: SubscribeCallback[] = [];

  constructor(made: Promise<RealtimeChannel>) {
    this.ready = made.then(
      (channel) => {
        this.channel = channel;
        for (const call of this.calls.splice(0)) call(channel);
        return channel;
      },
      (error: unknown) => {
        // As a channel that could not join reports it, so the caller's retry logic runs.
        const reason = error instanceof Error ? error : new Error(String(error));
        for (const callback of this.subscribers) callback?.(CHANNEL_ERROR, reason);
        throw reason;
      },
    );
    this.ready.catch(() => undefined);
  }

  private forward(call: (channel: RealtimeChannel) => void): this {
    if (this.channel) call(this.channel);
    else this.calls.push(call);
    return this;
  }

  on(...args: unknown[]): this {
    return this.forward((channel) => (channel.on as (...a: unknown[]) => unknown)(...args));
  }

  subscribe(callback?: SubscribeCallback, timeout?: number): this {
    this.subscribers.push(callback);
    return this.forward((channel) => channel.subscribe(callback, timeout));
  }

  async unsubscribe(timeout?: number) {
    return (await this.ready).unsubscribe(timeout);
  }

  async track(...args: Parameters<RealtimeChannel['track']>) {
    return (await this.ready).track(...args);
  }

  async untrack(...args: Parameters<RealtimeChannel['untrack']>) {
    return (await this.ready).untrack(...args);
  }

  /** Nobody is present on a channel that has not joined yet. */
  presenceState(): ReturnType<RealtimeChannel['presenceState']> {
    return this.channel?.presenceState() ?? {};
  }
}

/** The stand-in class, with the way to load realtime-js given (the tests give a fake). */
export function lazyRealtimeClientClass(load: () => Promise<RealtimeModule>) {
  return class LazyRealtimeClient {
    private readonly endpoint: string;
    private readonly options: RealtimeClientOptions | undefined;
    private client: RealClient | undefined;
    private loading: Promise<RealClient> | undefined;
    private auth: [token?: string | null] | undefined;

    constructor(endpoint: string, options?: RealtimeClientOptions) {
      this.endpoint = endpoint;
      this.options = options;
    }

    private load(): Promise<RealClient> {
      this.loading ??= load().then(
        async ({ RealtimeClient }) => {
          const client = new RealtimeClient(this.endpoint, this.options);
          this.client = client;
          if (this.auth) await client.setAuth(...this.auth);
          return client;
        },
        (error: unknown) => {
          this.loading = undefined; // The next channel tries again.
          throw error;
        },
      );
      return this.loading;
    }

    async setAuth(token?: string | null): Promise<void> {
      if (this.client) return this.client.setAuth(token);
      this.auth = [token];
    }

    channel(topic: string, params?: Parameters<RealClient['channel']>[1]) {
      return new PendingChannel(this.load().then((client) => client.channel(topic, params)));
    }

    getChannels(): RealtimeChannel[] {
      return this.client?.getChannels() ?? [];
    }

    async removeChannel(
      channel: PendingChannel | RealtimeChannel,
    ): Promise<RealtimeRemoveChannelResponse> {
      const real =
        channel instanceof PendingChannel ? await channel.ready.catch(() => undefined) : channel;
      // A channel whose realtime-js never loaded was never joined: nothing to leave.
      if (!real || !this.client) return 'ok';
      return this.client.removeChannel(real);
    }

    async removeAllChannels(): Promise<RealtimeRemoveChannelResponse[]> {
      return this.client ? this.client.removeAllChannels() : [];
    }
  };
}

export const RealtimeClient = lazyRealtimeClientClass(
  () => import('@supabase/realtime-js/dist/module/index.js'),
);
