import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import { SCROLL_RESTORE_INTERVAL_MS, SCROLL_RESTORE_TRIES } from './feed-limits';
import { scrollRestored, selectSavedScrollY } from './feed-filters.slice';

/**
 * Back from a post, scrolls to where the reader was. Only the position saved before the feed
 * mounted counts (a click saves one while the feed is still on screen). The cards may still be
 * laying out, so it tries up to 10 times, 100 ms apart, until the page is tall enough.
 */
export function useScrollRestore(ready: boolean) {
  const dispatch = useAppDispatch();
  const savedScrollY = useAppSelector(selectSavedScrollY);
  const [savedAtMount] = useState(savedScrollY);
  const restored = useRef(false);

  useEffect(() => {
    // Arriving from another screen (such as /create) starts at the top, where a new post is.
    if (savedAtMount === null) window.scrollTo(0, 0);
  }, [savedAtMount]);

  useEffect(() => {
    if (!ready || savedAtMount === null || restored.current) return undefined;
    let tries = 0;
    const attempt = () => {
      tries += 1;
      window.scrollTo(0, savedAtMount);
      const arrived = Math.abs(window.scrollY - savedAtMount) < 2;
      if (arrived || tries >= SCROLL_RESTORE_TRIES) {
        restored.current = true;
        window.clearInterval(timer);
        dispatch(scrollRestored());
      }
    };
    const timer = window.setInterval(attempt, SCROLL_RESTORE_INTERVAL_MS);
    attempt();
    return () => window.clearInterval(timer);
  }, [dispatch, ready, savedAtMount]);
}
