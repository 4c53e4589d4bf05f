import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface DeletingComments {
  /** The comments and replies the reader has deleted on this page, hidden from their lists. */
  ids: ReadonlySet<string>;
  hide(commentId: string): void;
  /** Shows a comment again whose delete the server refused. */
  show(commentId: string): void;
}

const NOTHING_HIDDEN: DeletingComments = { ids: new Set(), hide: () => {}, show: () => {} };

const DeletingCommentsContext = createContext<DeletingComments>(NOTHING_HIDDEN);

/**
 * Lets a delete take its comment off the list at once, before the server answers. The lists reload
 * after a delete, and a reload that began before it would still hold the comment; the ids kept
 * here hide it from any of them. An id stays for the page's life: a deleted comment does not come
 * back.
 */
export function DeletingCommentsProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const hide = useCallback((commentId: string) => {
    setIds((current) => new Set(current).add(commentId));
  }, []);
  const show = useCallback((commentId: string) => {
    setIds((current) => {
      const next = new Set(current);
      next.delete(commentId);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ ids, hide, show }), [hide, ids, show]);
  return (
    <DeletingCommentsContext.Provider value={value}>{children}</DeletingCommentsContext.Provider>
  );
}

export function useDeletingComments(): DeletingComments {
  return useContext(DeletingCommentsContext);
}
