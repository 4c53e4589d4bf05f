import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import { searchChanged, selectFeedFilters } from './feed-filters.slice';

export const SEARCH_DEBOUNCE_MS = 300;

/** The search box's text: the feed follows it once typing pauses; removing the chip clears it. */
export function useSearchBox() {
  const dispatch = useAppDispatch();
  const { search } = useAppSelector(selectFeedFilters);
  const [text, setText] = useState(search);

  useEffect(() => setText(search), [search]);

  useEffect(() => {
    if (text === search) return undefined;
    const timer = setTimeout(() => dispatch(searchChanged(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, search, text]);

  return [text, setText] as const;
}
