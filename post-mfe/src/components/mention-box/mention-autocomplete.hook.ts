import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { getMentionQuery, insertMention } from '../../lib/mention-entry';
import {
  useGetMentionSuggestionsQuery,
  type MentionSuggestion,
} from '../../api/mention-suggestions.api';

/**
 * @mention autocomplete for a text box: suggestions while the text before the cursor ends
 * with '@' and at least one word character, unless it is the one member's name in full; picking
 * one inserts '@username '. Arrow keys move,
 * Enter or Tab picks and Escape closes the list; a key it handles is marked defaultPrevented, so
 * the box's own keys (send, cancel) leave it alone.
 */
export function useMentionAutocomplete(value: string, onChange: (value: string) => void) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [pendingCursor, setPendingCursor] = useState<number | null>(null);
  const { currentData: suggestions = [] } = useGetMentionSuggestionsQuery(query ?? skipToken);
  // A name typed out in full, with no other member to choose, needs no list: left open, it would
  // cover the box's send button and take the tap meant for it.
  const typedInFull =
    suggestions.length === 1 && suggestions[0]?.username.toLowerCase() === query?.toLowerCase();
  const open = query !== null && suggestions.length > 0 && !typedInFull;

  useLayoutEffect(() => {
    if (pendingCursor === null || !textareaRef.current) return;
    textareaRef.current.focus();
    textareaRef.current.setSelectionRange(pendingCursor, pendingCursor);
    setPendingCursor(null);
  }, [pendingCursor]);

  function track(element: HTMLTextAreaElement) {
    const next = getMentionQuery(element.value.slice(0, element.selectionStart));
    if (next !== query) setActive(0);
    setQuery(next);
  }

  function pick(suggestion: MentionSuggestion) {
    const cursor = textareaRef.current?.selectionStart ?? value.length;
    const result = insertMention(value, cursor, suggestion.username);
    onChange(result.text);
    setQuery(null);
    setPendingCursor(result.cursor);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    const chosen = suggestions[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + suggestions.length) % suggestions.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen) {
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
    }
  }

  return {
    textareaRef,
    suggestions,
    open,
    active,
    track,
    pick,
    handleKeyDown,
    close: () => setQuery(null),
  };
}
