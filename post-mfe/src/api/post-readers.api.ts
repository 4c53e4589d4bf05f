import { getSupabase } from '@likegripe/shared-core';
import {
  otherReaders,
  postReadersTopic,
  type PostReader,
  type ReaderPresence,
} from '../lib/post-readers';

/** A join of one post's readers channel, made by `watchPostReaders`. */
export interface PostReadersWatch {
  /** Lists the viewer as a reader (again, with new details, when called again). */
  track: (presence: ReaderPresence) => void;
  /** Leaves the channel; the viewer's listing goes with it. */
  leave: () => void;
}

// supabase-js hands out the channel it already has for a topic, even one still being left: a new
// join of a topic waits for its last leave to finish.
const leaving = new Map<string, Promise<unknown>>();

/**
 * Joins the post's readers channel over the realtime socket (no request): `onReaders` gets the other
 * readers on every presence sync. A member joins with their user id as presence key, so their tabs
 * count once; a visitor (viewerId null) watches without a key of their own and never tracks.
 */
export function watchPostReaders(
  postId: string,
  viewerId: string | null,
  onReaders: (readers: PostReader[]) => void,
): PostReadersWatch {
  const topic = postReadersTopic(postId);
  const supabase = getSupabase();
  let channel: ReturnType<typeof supabase.channel> | null = null;
  let joined = false;
  let left = false;
  let presence: ReaderPresence | null = null;

  const sendPresence = () => {
    if (channel && joined && presence && viewerId) void channel.track({ ...presence });
  };

  const ready = (leaving.get(topic) ?? Promise.resolve()).then(() => {
    if (left) return;
    const made = supabase.channel(topic, {
      config: { private: true, presence: { key: viewerId ?? '' } },
    });
    channel = made;
    made
      .on('presence', { event: 'sync' }, () =>
        onReaders(otherReaders(made.presenceState(), viewerId)),
      )
      .subscribe((status) => {
        joined = status === 'SUBSCRIBED';
        // Also after a rejoin (the socket came back): the server forgot the listing with the socket.
        sendPresence();
      });
  });

  return {
    track(next) {
      presence = next;
      sendPresence();
    },
    leave() {
      left = true;
      const done = ready
        .then(() => (channel ? supabase.removeChannel(channel) : undefined))
        .catch(() => undefined)
        .finally(() => {
          if (leaving.get(topic) === done) leaving.delete(topic);
        });
      leaving.set(topic, done);
    },
  };
}
