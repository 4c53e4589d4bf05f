import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from './feed-limits';

/**
 * Calls `loadMore` when the returned sentinel comes within 300 px of the bottom of the viewport.
 * The observer is rebuilt after each page, so a short page that leaves the sentinel visible loads
 * the next one too.
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean, pageCount: number) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, loadMore, pageCount]);
  return sentinelRef;
}
