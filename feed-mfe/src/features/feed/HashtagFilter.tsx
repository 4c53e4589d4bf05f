import { useState, type KeyboardEvent } from 'react';
import { Hash, Input } from '@likegripe/shared-ui';
import { addHashtag, shouldCommitHashtagEntry } from '@likegripe/shared-core';
import { MAX_FILTER_HASHTAGS } from './feed-limits';
import { useFeedFilters } from './feed-filters.hook';

/** Adds up to five hashtags to filter by, on Enter, a comma or a trailing space. */
export function HashtagFilter() {
  const { filters, showFilters } = useFeedFilters();
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);

  function commit(raw: string) {
    const result = addHashtag(filters.hashtags, raw, MAX_FILTER_HASHTAGS);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setEntry('');
    showFilters({ ...filters, hashtags: result.list });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    if (entry.trim()) commit(entry);
  }

  return (
    <Input
      label="Hashtag filter"
      placeholder="Add a hashtag and press Enter"
      leadingIcon={<Hash aria-hidden="true" />}
      value={entry}
      error={error}
      hint={error ? undefined : `Up to ${MAX_FILTER_HASHTAGS} hashtags`}
      onKeyDown={handleKeyDown}
      onChange={(event) => {
        const { value } = event.target;
        if (shouldCommitHashtagEntry(value) && value.trim().replace(/,$/, '')) commit(value);
        else setEntry(value);
      }}
    />
  );
}
