import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * True while `on` is, from the first frame painted after it turned on: an animation started here
 * goes into a later frame than the change that showed `on`, so that change is on screen sooner.
 */
export function useOnAfterFirstPaint(on: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!on) return undefined;
    let current = true;
    void afterNextPaint().then(() => {
      if (current) setPainted(true);
    });
    return () => {
      current = false;
      setPainted(false);
    };
  }, [on]);
  return on && painted;
}
