import { useEffect, useState } from 'react';

/**
 * True while `on` is, from the first frame painted after it turned on: an animation started here
 * goes into a later frame than the change that showed `on`, so that change is on screen sooner.
 */
export function useOnAfterFirstPaint(on: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!on) {
      setPainted(false);
      return undefined;
    }
    // An animation frame callback runs just before the paint; a task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [on]);
  return on && painted;
}
