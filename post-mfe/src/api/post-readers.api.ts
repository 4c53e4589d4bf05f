import { getSupabase } from '@likegripe/shared-core';
import { postReadersTopic, readerEntryOf, type ReaderEntry } from '../lib/post-readers';

/** What the database says on a post's readers topic. */
export interface PostReadersListener {
  /** A reader came or is still here (a `reader` broadcast). */
  onReader: (entry: ReaderEntry) => void;
  /** A reader left (a `left` broadcast). */
  onLeft: (id: string) => void;
  /** The channel is joined, first or again after the socket came back: time to read the list. */
  onJoined: () => void;
}

// supabase-js hands out the channel it already has for a topic, even one still being left: a new
// join of a topic waits for its last leave to finish.
const leaving = new Map<string, Promise<unknown>>();

/**
 * Listens on the post's private readers topic, over the realtime socket, to what the database
 * broadcasts when a reader comes, stays or goes. Returns the way to leave the channel.
 */
export function listenToPostReaders(postId: string, listener: PostReadersListener): () => void {
  const topic = postReadersTopic(postId);
  const supabase = getSupabase();
  let channel: ReturnType<typeof supabase.channel> | null = null;
  let left = false;

  const ready = (leaving.get(topic) ?? Promise.resolve()).then(() => {
    if (left) return;
    channel = supabase
      .channel(topic, { config: { private: true } })
      .on('broadcast', { event: 'reader' }, ({ payload }) => {
        const entry = readerEntryOf(payload);
        if (entry) listener.onReader(entry);
      })
      .on('broadcast', { event: 'left' }, ({ payload }) => {
        const id = (payload as { user_id?: unknown } | undefined)?.user_id;
        if (typeof id === 'string') listener.onLeft(id);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') listener.onJoined();
      });
  });

  return () => {
    left = true;
    const done = ready
      .then(() => (channel ? supabase.removeChannel(channel) : undefined))
      .catch(() => undefined)
      .finally(() => {
        if (leaving.get(topic) === done) leaving.delete(topic);
      });
    leaving.set(topic, done);
  };
}

/** Who is reading the post now, as their profiles show them (current_post_readers). */
export async function fetchPostReaders(postId: string): Promise<ReaderEntry[]> {
  const { data, error } = await getSupabase().rpc(
    'current_post_readers',
    { _post_id: postId },
    { get: true },
  );
  if (error) throw new Error(error.message);
  return ((data ?? []) as unknown[]).flatMap((row) => {
    const entry = readerEntryOf(row);
    return entry ? [entry] : [];
  });
}
