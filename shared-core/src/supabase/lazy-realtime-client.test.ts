import { lazyRealtimeClientClass } from './lazy-realtime-client';

/** A stand-in for realtime-js that records what was done to it. */
function fakeRealtime() {
  const log: string[] = [];
  class FakeChannel {
    constructor(readonly topic: string) {}
    on(type: string) {
      log.push(`${this.topic}.on(${type})`);
      return this;
    }
    subscribe(callback?: (status: string) => void) {
      log.push(`${this.topic}.subscribe`);
      callback?.('SUBSCRIBED');
      return this;
    }
    async unsubscribe() {
      log.push(`${this.topic}.unsubscribe`);
      return 'ok';
    }
    async track(payload: Record<string, unknown>) {
      log.push(`${this.topic}.track(${JSON.stringify(payload)})`);
      return 'ok';
    }
    async untrack() {
      log.push(`${this.topic}.untrack`);
      return 'ok';
    }
    presenceState() {
      return { alice: [{ presence_ref: 'r1' }] };
    }
  }
  class FakeClient {
    private readonly channels: FakeChannel[] = [];
    constructor(endpoint: string, options: { params?: Record<string, string> }) {
      log.push(`new ${endpoint} ${JSON.stringify(options.params)}`);
    }
    async setAuth(token?: string | null) {
      log.push(`setAuth(${token ?? ''})`);
    }
    channel(topic: string) {
      const channel = new FakeChannel(topic);
      this.channels.push(channel);
      log.push(`channel(${topic})`);
      return channel;
    }
    getChannels() {
      return this.channels;
    }
    async removeChannel(channel: FakeChannel) {
      log.push(`removeChannel(${channel.topic})`);
      return 'ok';
    }
    async removeAllChannels() {
      return ['ok'];
    }
  }
  const load = jest.fn(async () => ({ RealtimeClient: FakeClient }) as never);
  return { log, load };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lazy realtime client', () => {
  it('loads nothing until a channel is asked for', async () => {
    const { load } = fakeRealtime();
    const Client = lazyRealtimeClientClass(load);
    const client = new Client('ws://x/realtime/v1', { params: { apikey: 'k' } });
    await client.setAuth('token-1');
    expect(client.getChannels()).toEqual([]);
    await expect(client.removeAllChannels()).resolves.toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('makes the real client with the latest token, then replays the channel calls in order', async () => {
    const { load, log } = fakeRealtime();
    const Client = lazyRealtimeClientClass(load);
    const client = new Client('ws://x/realtime/v1', { params: { apikey: 'k' } });
    await client.setAuth('token-1');
    await client.setAuth('token-2');
    const statuses: string[] = [];
    const channel = client
      .channel('notifications:1')
      .on('postgres_changes', { event: '*' }, () => undefined)
      .subscribe((status) => statuses.push(status));
    expect(log).toEqual([]);
    await channel.ready;
    expect(log).toEqual([
      'new ws://x/realtime/v1 {"apikey":"k"}',
      'setAuth(token-2)',
      'channel(notifications:1)',
      'notifications:1.on(postgres_changes)',
      'notifications:1.subscribe',
    ]);
    expect(statuses).toEqual(['SUBSCRIBED']);
    expect(client.getChannels()).toHaveLength(1);
  });

  it('sends later calls straight to the real client and channel', async () => {
    const { load, log } = fakeRealtime();
    const Client = lazyRealtimeClientClass(load);
    const client = new Client('ws://x', {});
    const channel = client.channel('a');
    await channel.ready;
    log.length = 0;
    channel.on('broadcast', {}, () => undefined);
    await client.setAuth('token-3');
    expect(log).toEqual(['a.on(broadcast)', 'setAuth(token-3)']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tracks and untracks presence on the real channel, and reads its state once joined', async () => {
    const { load, log } = fakeRealtime();
    const Client = lazyRealtimeClientClass(load);
    const client = new Client('ws://x', {});
    const channel = client.channel('post:1:readers');
    expect(channel.presenceState()).toEqual({});
    await expect(channel.track({ username: 'alice' })).resolves.toBe('ok');
    await expect(channel.untrack()).resolves.toBe('ok');
    expect(log.slice(-2)).toEqual([
      'post:1:readers.track({"username":"alice"})',
      'post:1:readers.untrack',
    ]);
    expect(channel.presenceState()).toEqual({ alice: [{ presence_ref: 'r1' }] });
  });

  it('removes the real channel behind a pending one', async () => {
    const { load, log } = fakeRealtime();
    const Client = lazyRealtimeClientClass(load);
    const client = new Client('ws://x', {});
    const channel = client.channel('b').subscribe();
    await expect(client.removeChannel(channel)).resolves.toBe('ok');
    expect(log.at(-1)).toBe('removeChannel(b)');
  });

  it('reports a failed load as a channel error, and the next channel loads again', async () => {
    const { load, log } = fakeRealtime();
    const working = load.getMockImplementation()!;
    load.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
    const Client = lazyRealtimeClientClass(load);
    const client = new Client('ws://x', {});
    const errors: string[] = [];
    const failed = client.channel('c').subscribe((status, error) => {
      errors.push(`${status}: ${error?.message}`);
    });
    await flush();
    expect(errors).toEqual(['CHANNEL_ERROR: chunk failed']);
    await expect(client.removeChannel(failed)).resolves.toBe('ok');

    load.mockImplementation(working);
    await client.channel('d').subscribe().ready;
    expect(load).toHaveBeenCalledTimes(2);
    expect(log).toContain('d.subscribe');
  });
});
