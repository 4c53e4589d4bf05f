import { useState, type KeyboardEvent } from 'react';
import { Chip, Hash, Input } from '@likegripe/shared-ui';
import { addHashtag, shouldCommitHashtagEntry } from '@likegripe/shared-core';
import { MAX_POST_HASHTAGS } from './post-hashtags';
import { ChipRow, FieldGroup } from './CreatePost.styles';
import { hashtagProblem } from './post-limits';

interface HashtagInputProps {
  hashtags: string[];
  onChange: (hashtags: string[]) => void;
  /** The field's one message, from an entry here or from the form's submit. */
  error?: string;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * Hashtag entry: added on Enter, comma or a trailing space, normalised, no duplicates,
 * and only what the database takes (a-z, digits, '_', at most 50 characters).
 */
export function HashtagInput({ hashtags, onChange, error, onError, disabled }: HashtagInputProps) {
  const [entry, setEntry] = useState('');

  function commit(raw: string) {
    const result = addHashtag(hashtags, raw, MAX_POST_HASHTAGS);
    const problem = result.ok ? hashtagProblem(result.list.at(-1) ?? '') : result.error;
    if (!result.ok || problem) {
      onError(problem);
      setEntry(raw.replace(/[,\s]+$/, ''));
      return;
    }
    onError(null);
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
