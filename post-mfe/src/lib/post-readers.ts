import { isSafeHttpUrl } from '@likegripe/shared-core';

/** Someone else reading the post, as they listed themselves (presence key: their user id). */
export interface PostReader {
  id: string;
  username: string;
  avatarUrl: string | null;
}

/** What a member says about themselves while reading: the payload they track. */
export interface ReaderPresence {
  username: string;
  avatar: string | null;
}

/** The private presence topic of one post's readers. */
export function postReadersTopic(postId: string): string {
  return `post:${postId}:readers`;
}

type PresenceState = Record<string, ReadonlyArray<Record<string, unknown>>>;

/** The first of a key's presences (one per tab) that names a reader, as a reader. */
function readerOf(
  id: string,
  presences: ReadonlyArray<Record<string, unknown>>,
): PostReader | null {
  for (const { username, avatar } of presences) {
    if (typeof username !== 'string' || username.trim() === '') continue;
    const avatarUrl = typeof avatar === 'string' && isSafeHttpUrl(avatar) ? avatar : null;
    return { id, username, avatarUrl };
  }
  return null;
}

/**
 * The other readers of a post from its presence state: one per member however many tabs they have
 * open (tabs share the member's key), never the viewer themself, and only those who named
 * themselves (a visitor watches without being listed).
 */
export function otherReaders(state: PresenceState, viewerId: string | null): PostReader[] {
  return Object.entries(state).flatMap(([id, presences]) => {
    if (id === viewerId) return [];
    const reader = readerOf(id, presences);
    return reader ? [reader] : [];
  });
}
