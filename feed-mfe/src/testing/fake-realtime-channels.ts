// A stand-in for supabase-js's realtime channels in the feed's component tests: which topics are
// joined now (with their config), and a way to deliver a broadcast to a joined topic.

type BroadcastListener = (message: { event: string; payload: unknown }) => void;

interface FakeChannel {
  topic: string;
  config: unknown;
  listeners: Array<{ event: string; callback: BroadcastListener }>;
  on: (type: string, filter: { event: string }, callback: BroadcastListener) => FakeChannel;
  subscribe: () => FakeChannel;
}

export function fakeRealtimeChannels() {
  const joined = new Set<FakeChannel>();
  const channel = (topic: string, options?: { config?: unknown }): FakeChannel => {
    const made: FakeChannel = {
      topic,
      config: options?.config,
      listeners: [],
      on(type, filter, callback) {
        if (type === 'broadcast') made.listeners.push({ event: filter.event, callback });
        return made;
      },
      subscribe() {
        joined.add(made);
        return made;
      },
    };
    return made;
  };
  const removeChannel = async (left: FakeChannel) => {
    joined.delete(left);
    return 'ok';
  };
  /** The topics joined now, sorted. */
  const topics = () => [...joined].map((each) => each.topic).sort();
  const configOf = (topic: string) => [...joined].find((each) => each.topic === topic)?.config;
  /** Delivers a broadcast to every joined channel of the topic that listens for the event. */
  const broadcast = (topic: string, event: string, payload: unknown) => {
    for (const each of joined) {
      if (each.topic !== topic) continue;
      for (const listener of each.listeners) {
        if (listener.event === event) listener.callback({ event, payload });
      }
    }
  };
  return { channel, removeChannel, topics, configOf, broadcast };
}
