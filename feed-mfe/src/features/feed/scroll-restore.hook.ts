import { useEffect, useRef } from 'react';
import {
  SCROLL_RESTORE_INTERVAL_MS,
  SCROLL_RESTORE_TRIES,
  useAppDispatch,
  useAppSelector,
} from '@likegripe/shared-core';
import { scrollRestored, selectSavedScrollY } from './feed-filters.slice';

/**
 * Back from a post, scrolls to where the reader was. The cards may still be laying out (images,
 * a remote loading), so it tries up to 10 times, 100 ms apart, until the page is tall enough.
 */
export function useScrollRestore(ready: boolean) {
  const dispatch = useAppDispatch();
  const savedScrollY = useAppSelector(selectSavedScrollY);
  const openedAtTop = useRef(savedScrollY === null);

  useEffect(() => {
    // Arriving from another screen (such as /create) starts at the top, where a new post is.
    if (openedAtTop.current) window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    if (!ready || savedScrollY === null) return undefined;
    let tries = 0;
    const attempt = () => {
      tries += 1;
      window.scrollTo(0, savedScrollY);
      const arrived = Math.abs(window.scrollY - savedScrollY) < 2;
      if (arrived || tries >= SCROLL_RESTORE_TRIES) {
        window.clearInterval(timer);
        dispatch(scrollRestored());
      }
    };
    const timer = window.setInterval(attempt, SCROLL_RESTORE_INTERVAL_MS);
    attempt();
    return () => window.clearInterval(timer);
  }, [dispatch, ready, savedScrollY]);
}
