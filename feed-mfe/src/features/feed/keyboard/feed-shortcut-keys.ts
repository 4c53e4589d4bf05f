/** What a key does on the feed. */
export type FeedShortcut = 'next' | 'previous' | 'open' | 'like' | 'help' | 'search';

/** The part of a keydown event the rules read, so they can be tested without a DOM event. */
export interface ShortcutKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

const SHORTCUT_KEYS: Readonly<Record<string, FeedShortcut>> = {
  j: 'next',
  k: 'previous',
  o: 'open',
  Enter: 'open',
  l: 'like',
  '?': 'help',
  '/': 'search',
};

// Keys belong to whatever the reader is typing in, and to widgets that read letters themselves.
const OWNS_ITS_KEYS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="menu"], [role="listbox"], [role="dialog"]';

/** Whether the key press goes to a field, an open menu or a dialog rather than to the feed. */
export function isInsideKeyOwner(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(OWNS_ITS_KEYS) !== null;
}

/**
 * The feed shortcut a key press asks for, or null. Ctrl, Meta and Alt combinations belong to the
 * browser and the system; Shift is allowed because `?` needs it on most layouts.
 */
export function feedShortcutFor(press: ShortcutKeyPress): FeedShortcut | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.defaultPrevented) return null;
  if (!Object.hasOwn(SHORTCUT_KEYS, press.key)) return null;
  if (isInsideKeyOwner(press.target)) return null;
  return SHORTCUT_KEYS[press.key] ?? null;
}
