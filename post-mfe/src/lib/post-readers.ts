import { isSafeHttpUrl } from '@likegripe/shared-core';

/** Someone reading the post, as their profile shows them. */
export interface PostReader {
  id: string;
  username: string;
  avatarUrl: string | null;
}

/**
 * How often a member's open, visible page says it is still reading. The database lists a reader
 * for a TTL after the last heartbeat (private.post_reader_ttl, the one place it is set) and tells
 * watchers the time left with each entry; a heartbeat well inside it keeps a reader listed through
 * a lost heartbeat or two.
 */
export const READER_HEARTBEAT_MS = 25_000;

/** The private topic on which the database tells a post's watchers who comes, stays and goes. */
export function postReadersTopic(postId: string): string {
  return `post:${postId}:readers`;
}

/** The readers a watcher knows of, each with the time (on the watcher's clock) it drops out. */
export type ReadersState = ReadonlyMap<string, { reader: PostReader; expiresAt: number }>;

/** A reader as the database gives one: a current_post_readers row or a `reader` broadcast. */
export interface ReaderEntry {
  reader: PostReader;
  /** How long the reader stays listed unless seen again. */
  expiresInMs: number;
}

/** A row or broadcast payload as a reader entry; null when it is not one. */
export function readerEntryOf(row: unknown): ReaderEntry | null {
  if (!row || typeof row !== 'object') return null;
  const { user_id, username, avatar_url, expires_in_ms } = row as Record<string, unknown>;
  if (typeof user_id !== 'string' || typeof username !== 'string' || username === '') return null;
  if (typeof expires_in_ms !== 'number' || !Number.isFinite(expires_in_ms)) return null;
  const avatarUrl = typeof avatar_url === 'string' && isSafeHttpUrl(avatar_url) ? avatar_url : null;
  return { reader: { id: user_id, username, avatarUrl }, expiresInMs: expires_in_ms };
}

/** The state once `entry` is seen at `now`: added, or refreshed in its place. */
export function readerSeen(state: ReadersState, entry: ReaderEntry, now: number): ReadersState {
  const next = new Map(state);
  next.set(entry.reader.id, { reader: entry.reader, expiresAt: now + entry.expiresInMs });
  return next;
}

/** The state once the reader `id` has left. */
export function readerLeft(state: ReadersState, id: string): ReadersState {
  if (!state.has(id)) return state;
  const next = new Map(state);
  next.delete(id);
  return next;
}

/**
 * The state once the list asked for at some point arrives at `now`. The list says who reads the
 * post, except for the readers heard from while it was on its way: what was heard is newer.
 */
export function readersListed(
  state: ReadersState,
  entries: readonly ReaderEntry[],
  heardSinceAsked: ReadonlySet<string>,
  now: number,
): ReadersState {
  let next: ReadersState = new Map([...state].filter(([id]) => heardSinceAsked.has(id)));
  for (const entry of entries) {
    if (!heardSinceAsked.has(entry.reader.id)) next = readerSeen(next, entry, now);
  }
  return next;
}

/** The state without the readers whose time is up at `now`. */
export function withoutExpired(state: ReadersState, now: number): ReadersState {
  const kept = [...state].filter(([, { expiresAt }]) => expiresAt > now);
  return kept.length === state.size ? state : new Map(kept);
}

/** When the next reader drops out, or null when nobody is listed. */
export function nextExpiry(state: ReadersState): number | null {
  let first: number | null = null;
  for (const { expiresAt } of state.values()) first = Math.min(first ?? expiresAt, expiresAt);
  return first;
}

/** The readers to show a viewer: everyone listed but the viewer themself. */
export function otherReaders(state: ReadersState, viewerId: string | null): PostReader[] {
  return [...state.values()].flatMap(({ reader }) => (reader.id === viewerId ? [] : [reader]));
}
