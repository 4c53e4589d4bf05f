import { startTransition, useCallback, useState } from 'react';

/**
 * Whether the element given to the returned ref is in the viewport now, by an
 * IntersectionObserver of its own. False where there is none (the server render, old browsers).
 *
 * The observer starts in the ref callback, and nothing is set while React attaches the ref: a state
 * set there re-rendered every card of the feed synchronously, in the task of the commit that drew
 * them. The observer's answers render as a transition, in slices.
 */
export function useOnScreen<T extends Element>() {
  const [onScreen, setOnScreen] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) startTransition(() => setOnScreen(entry.isIntersecting));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, []);

  return [ref, onScreen] as const;
}
