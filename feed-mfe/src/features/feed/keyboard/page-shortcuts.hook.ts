import { useCallback, useRef, useState } from 'react';
import { useShortcutKeys } from './shortcut-keys.hook';

/**
 * `?` opens the list of shortcuts and `/` puts the cursor in the search box. They live in the feed,
 * not the shell: the search box and the shortcuts they list exist only here.
 */
export function usePageShortcuts() {
  const searchRef = useRef<HTMLInputElement>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useShortcutKeys({
    help: () => {
      setShortcutsOpen(true);
      return true;
    },
    search: () => {
      const search = searchRef.current;
      search?.focus();
      return search !== null;
    },
  });
  const closeShortcuts = useCallback(() => setShortcutsOpen(false), []);
  return { searchRef, shortcutsOpen, closeShortcuts };
}
