import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: one `batch` at first, then a batch more in each later render,
 * each in a task of its own. A page of cards is then a few short commits (and layouts) instead of
 * one long one that would block a slow phone's main thread (which Total Blocking Time counts). A
 * list that grows keeps what it shows and adds the new items batch by batch.
 */
export function useRevealInBatches(total: number, batch: number): number {
  const [shown, setShown] = useState(batch);
  // An emptied list (new filters) starts again from one batch.
  if (total === 0 && shown !== batch) setShown(batch);
  const visible = Math.min(total, shown);
  useEffect(() => {
    if (visible >= total) return undefined;
    // A timer, not the effect itself: the next batch renders after the browser has painted this one.
    const timer = window.setTimeout(() => {
      startTransition(() => setShown(visible + batch));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [batch, total, visible]);
  return visible;
}
