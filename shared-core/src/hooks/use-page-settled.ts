import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** How long after the page's load event live updates wait, beside an idle moment. */
const SETTLE_DELAY_MS = 2000;
/** How long a busy page then waits for an idle moment before it counts as settled. */
const IDLE_TIMEOUT_MS = 1000;

let settled: Promise<void> | undefined;

/**
 * Resolves once the first screen has settled: two seconds after the load event, at an idle moment.
 * Joining a channel loads realtime-js (17 KB gzip) and opens the socket; a visitor's first screen
 * needs neither, so they must not compete with it. Later screens of the same page start at once.
 */
export function whenPageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const afterLoad = () =>
      setTimeout(() => void whenIdle(IDLE_TIMEOUT_MS).then(resolve), SETTLE_DELAY_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/**
 * Whether the page has settled enough for live updates to start (see whenPageSettled). The change
 * renders as a transition: every card of the feed uses this, and re-rendering them all at once was
 * one task of about 30 ms (120 ms on a phone's slower CPU) that no click could interrupt.
 */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageSettled().then(() => {
      if (mounted) startTransition(() => setDone(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return done;
}
