import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PostComment } from '../../../api/comments.api';

/** A comment the reader has sent, shown in its list before the list is read again with it. */
export interface PendingComment {
  comment: PostComment;
  /** Its id once the server has saved it; until then `comment.id` is only a key. */
  savedId: string | null;
}

interface PendingComments {
  all: readonly PendingComment[];
  add(comment: PostComment): void;
  saved(key: string, id: string): void;
  /** Takes a comment the server refused off the list. */
  drop(key: string): void;
}

const NONE: PendingComments = { all: [], add: () => {}, saved: () => {}, drop: () => {} };

const PendingCommentsContext = createContext<PendingComments>(NONE);

/**
 * Lets a sent comment or reply show in its list at once, marked as posting. Once saved it keeps
 * showing until the list, read again, holds its id; if refused it goes.
 */
export function PendingCommentsProvider({ children }: { children: ReactNode }) {
  const [all, setAll] = useState<readonly PendingComment[]>([]);
  const add = useCallback((comment: PostComment) => {
    setAll((current) => [...current, { comment, savedId: null }]);
  }, []);
  const saved = useCallback((key: string, id: string) => {
    setAll((current) =>
      current.map((pending) =>
        pending.comment.id === key ? { ...pending, savedId: id } : pending,
      ),
    );
  }, []);
  const drop = useCallback((key: string) => {
    setAll((current) => current.filter((pending) => pending.comment.id !== key));
  }, []);
  const value = useMemo(() => ({ all, add, saved, drop }), [add, all, drop, saved]);
  return (
    <PendingCommentsContext.Provider value={value}>{children}</PendingCommentsContext.Provider>
  );
}

export function usePendingComments(): PendingComments {
  return useContext(PendingCommentsContext);
}

/**
 * The reader's pending comments of one list (a section's, or one comment's replies) that the list,
 * as read, does not hold yet.
 */
export function usePendingIn(
  place: { postId: string; type: string; parentId: string | null },
  listed: readonly PostComment[] | undefined,
): PostComment[] {
  const { all } = usePendingComments();
  return all
    .filter(
      ({ comment, savedId }) =>
        comment.postId === place.postId &&
        comment.type === place.type &&
        comment.parentId === place.parentId &&
        !(savedId && listed?.some(({ id }) => id === savedId)),
    )
    .map(({ comment }) => comment);
}
