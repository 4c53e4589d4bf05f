import { useState, type KeyboardEvent } from 'react';
import { Chip, Hash, Input } from '@likegripe/shared-ui';
import { MAX_POST_HASHTAGS, addHashtag, shouldCommitHashtagEntry } from '@likegripe/shared-core';
import { ChipRow, FieldGroup } from './CreatePost.styles';

interface HashtagInputProps {
  hashtags: string[];
  onChange: (hashtags: string[]) => void;
  disabled?: boolean;
}

/** Hashtag entry (spec §5): added on Enter, comma or a trailing space, normalised, no duplicates. */
export function HashtagInput({ hashtags, onChange, disabled }: HashtagInputProps) {
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);

  function commit(raw: string) {
    const result = addHashtag(hashtags, raw, MAX_POST_HASHTAGS);
    if (!result.ok) {
      setError(result.error);
      setEntry(raw.replace(/[,\s]+$/, ''));
      return;
    }
    setError(null);
    setEntry('');
    onChange(result.list);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    if (entry.trim()) commit(entry);
  }

  return (
    <FieldGroup>
      <Input
        label="Hashtags (optional)"
        placeholder="Type a hashtag and press Enter"
        leadingIcon={<Hash aria-hidden="true" />}
        value={entry}
        disabled={disabled}
        error={error}
        hint={
          error
            ? undefined
            : `Up to ${MAX_POST_HASHTAGS}. #hashtags in your title and description are added too.`
        }
        onKeyDown={handleKeyDown}
        onChange={(event) => {
          const { value } = event.target;
          if (shouldCommitHashtagEntry(value) && value.replace(/[,\s]/g, '')) commit(value);
          else setEntry(value.replace(/^[,\s]+/, ''));
        }}
      />
      {hashtags.length > 0 && (
        <ChipRow aria-label="Added hashtags">
          {hashtags.map((tag) => (
            <li key={tag}>
              <Chip
                label={`#${tag}`}
                onRemove={
                  disabled ? undefined : () => onChange(hashtags.filter((other) => other !== tag))
                }
              />
            </li>
          ))}
        </ChipRow>
      )}
    </FieldGroup>
  );
}
