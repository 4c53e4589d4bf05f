import { startTransition, useEffect, useState } from 'react';

/** How long a busy page waits for an idle moment. */
const IDLE_TIMEOUT_MS = 5000;
/** The wait in a browser without idle callbacks. */
const FALLBACK_DELAY_MS = 1000;

/**
 * False until the browser's first idle moment after mount, then true: for drawing, hidden, what a
 * click will show, so the click only shows it. The change renders as a transition, so what it
 * shows is drawn in slices that leave the page responsive. usePageSettled waits longer (two
 * seconds after the load event), for work that must not compete with the first screen.
 */
export function useIdleMoment(): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const pass = () => startTransition(() => setPassed(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(pass, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(pass, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);
  return passed;
}
