import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Folds a text to a few lines. Whether it needed more is measured in the browser against the folded
 * box (a 300-character word and twelve short lines both count), again whenever the box changes size
 * while folded; once unfolded it stays true so Show less remains.
 */
export function useLineClamp<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return undefined;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return {
    ref,
    /** Whether the fold applies (it must, for the overflow to be measured). */
    clamped: !expanded,
    /** Whether a Show more / Show less button is needed. */
    foldable: overflowing,
    expanded,
    toggle: () => setExpanded((open) => !open),
    expand: () => setExpanded(true),
  };
}
