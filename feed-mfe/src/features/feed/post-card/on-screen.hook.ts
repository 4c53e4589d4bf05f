import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref is in the viewport now, by an
 * IntersectionObserver of its own. False where there is none (the server render, old browsers).
 */
export function useOnScreen<T extends Element>() {
  const [element, setElement] = useState<T | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, [element]);

  return [ref, onScreen] as const;
}
