// A stand-in for supabase-js's realtime channels in component tests: which channels are joined now
// (topic and config), and a way to deliver a broadcast to every joined channel that listens for it.

type BroadcastListener = (message: { type: 'broadcast'; event: string; payload: unknown }) => void;

export interface FakeChannel {
  topic: string;
  config: { private?: boolean } | undefined;
  on: (type: string, filter: { event: string }, callback: BroadcastListener) => FakeChannel;
  subscribe: (callback?: (status: string) => void) => FakeChannel;
}

export function createFakeChannels() {
  const joined = new Set<FakeChannel>();
  const listeners = new Map<FakeChannel, Array<{ event: string; callback: BroadcastListener }>>();

  const channel = (topic: string, options?: { config?: FakeChannel['config'] }) => {
    const made: FakeChannel = {
      topic,
      config: options?.config,
      on(type, filter, callback) {
        if (type === 'broadcast') listeners.get(made)?.push({ event: filter.event, callback });
        return made;
      },
      subscribe(callback) {
        joined.add(made);
        callback?.('SUBSCRIBED');
        return made;
      },
    };
    listeners.set(made, []);
    return made;
  };

  const removeChannel = async (left: FakeChannel) => {
    joined.delete(left);
    return 'ok';
  };

  return {
    channel,
    removeChannel,
    /** The channels joined now. */
    joined: () => [...joined],
    /** Delivers a broadcast, as the server would, to the joined channels of `topic`. */
    broadcast(topic: string, event: string, payload: unknown) {
      for (const each of joined) {
        if (each.topic !== topic) continue;
        for (const listener of listeners.get(each) ?? []) {
          if (listener.event === event || listener.event === '*')
            listener.callback({ type: 'broadcast', event, payload });
        }
      }
    },
  };
}

export type FakeChannels = ReturnType<typeof createFakeChannels>;
