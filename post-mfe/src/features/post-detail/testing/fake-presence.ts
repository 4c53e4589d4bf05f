// A stand-in for supabase-js's presence channels in component tests: which channels are joined now
// (topic and config), what each tracked, and a way to set the presence state every channel syncs to.

type PresenceState = Record<string, Array<Record<string, unknown>>>;

export interface FakePresenceChannel {
  topic: string;
  config: { private?: boolean; presence?: { key?: string } } | undefined;
  tracked: Array<Record<string, unknown>>;
  syncListeners: Array<() => void>;
  on: (type: string, filter: { event: string }, callback: () => void) => FakePresenceChannel;
  subscribe: (callback?: (status: string) => void) => FakePresenceChannel;
  track: (payload: Record<string, unknown>) => Promise<string>;
  presenceState: () => PresenceState;
}

export function createFakePresence() {
  const joined = new Set<FakePresenceChannel>();
  let state: PresenceState = {};

  const channel = (topic: string, options?: { config?: FakePresenceChannel['config'] }) => {
    const made: FakePresenceChannel = {
      topic,
      config: options?.config,
      tracked: [],
      syncListeners: [],
      on(type, filter, callback) {
        if (type === 'presence' && filter.event === 'sync') made.syncListeners.push(callback);
        return made;
      },
      subscribe(callback) {
        joined.add(made);
        callback?.('SUBSCRIBED');
        return made;
      },
      async track(payload) {
        made.tracked.push(payload);
        return 'ok';
      },
      presenceState: () => state,
    };
    return made;
  };

  const removeChannel = async (left: FakePresenceChannel) => {
    joined.delete(left);
    return 'ok';
  };

  return {
    channel,
    removeChannel,
    /** The channels joined now. */
    joined: () => [...joined],
    /** Sets who is present and lets every joined channel sync to it. */
    sync(next: PresenceState) {
      state = next;
      for (const each of joined) for (const listener of each.syncListeners) listener();
    },
  };
}

export type FakePresence = ReturnType<typeof createFakePresence>;
