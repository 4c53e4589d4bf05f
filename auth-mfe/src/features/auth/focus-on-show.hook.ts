import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element (a heading with tabIndex -1) whenever `view` changes, including
 * the first time: the control that led here is gone, so focus would otherwise fall back to the page
 * and a screen reader would not hear what replaced it. `enabled` false leaves focus to a part
 * further down that has a heading of its own.
 */
export function useFocusOnShow<T extends HTMLElement>(view: string, enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [view, enabled]);
  return ref;
}
