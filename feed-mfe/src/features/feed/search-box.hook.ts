import { useEffect, useRef, useState } from 'react';
import { useFeedFilters } from './feed-filters.hook';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text: the feed (and its URL) follow it once typing pauses. Starting a search adds
 * a history entry; refining or clearing it replaces that entry, so Back never steps through the
 * words one by one. Back, a chip or Clear filters puts the URL's words back in the box.
 */
export function useSearchBox() {
  const { filters, showFilters } = useFeedFilters();
  const { search } = filters;
  const [text, setText] = useState(search);
  // The words this box last put in the URL. When the feed renders them the box may be letters
  // ahead (keys pressed before that render, on a busy phone), so only other words replace its text.
  const written = useRef(search);

  // Spaces at the ends are not in the URL; keep the ones being typed.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText((typed) => (typed.trim() === search ? typed : search));
  }, [search]);

  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(() => {
      written.current = text.trim();
      showFilters({ ...filters, search: text }, { replace: search !== '' });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters, search, showFilters, text]);

  return [text, setText] as const;
}
