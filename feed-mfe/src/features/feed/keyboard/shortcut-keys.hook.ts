import { useEffect, useRef } from 'react';
import { feedShortcutFor, type FeedShortcut } from './feed-shortcut-keys';

/** Handles some feed shortcuts; a handler returns false when the key did nothing here. */
export type ShortcutHandlers = Partial<Record<FeedShortcut, (event: KeyboardEvent) => boolean>>;

/**
 * Listens for feed shortcuts on the whole document while the component is mounted. A handled key
 * is kept from the browser (so `/` is not typed into the search box it focuses); others pass on.
 */
export function useShortcutKeys(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = feedShortcutFor(event);
      const handle = shortcut ? latest.current[shortcut] : undefined;
      if (handle?.(event)) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
