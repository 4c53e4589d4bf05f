import { useId } from 'react';
import { Avatar, Textarea } from '@likegripe/shared-ui';
import { TEXT_BOX_ROWS } from '../../lib/text-box-rows';
import {
  FieldGroup,
  HintRow,
  LengthCounter,
  SuggestionList,
  SuggestionOption,
} from './CreatePost.styles';
import { useMentionAutocomplete } from './mention-autocomplete.hook';
import { DESCRIPTION_MAX_LENGTH, lengthCounter, textLength } from './post-limits';

interface MentionTextareaProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The post description (3-6 rows) with @mention suggestions and a counter towards its limit. */
export function MentionTextarea({ value, onChange, error, disabled }: MentionTextareaProps) {
  const listId = useId();
  const mention = useMentionAutocomplete(value, onChange);
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <FieldGroup>
      <Textarea
        ref={mention.textareaRef}
        label="Description (optional)"
        placeholder="Tell the community what it is and what you'd like to know. Type @ to mention someone."
        hint={
          <HintRow>
            <span>Type @ and a name to mention a member; #hashtags become tags.</span>
            <LengthCounter data-over={textLength(value.trim()) > DESCRIPTION_MAX_LENGTH}>
              {lengthCounter(value.trim(), DESCRIPTION_MAX_LENGTH)}
            </LengthCounter>
          </HintRow>
        }
        error={error}
        minRows={TEXT_BOX_ROWS.description.minRows}
        maxRows={TEXT_BOX_ROWS.description.maxRows}
        value={value}
        disabled={disabled}
        aria-autocomplete="list"
        aria-controls={mention.open ? listId : undefined}
        aria-activedescendant={mention.open ? optionId(mention.active) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          mention.track(event.target);
        }}
        onSelect={(event) => mention.track(event.currentTarget)}
        onKeyDown={mention.handleKeyDown}
        onBlur={() => mention.close()}
      />
      {mention.open && (
        <SuggestionList id={listId} role="listbox" aria-label="Mention suggestions">
          {mention.suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === mention.active}
              // Pick on mouse down, before the text box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                mention.pick(suggestion);
              }}
            >
              <Avatar
                username={suggestion.username}
                displayName={suggestion.displayName}
                avatarUrl={suggestion.avatarUrl}
                userId={suggestion.id}
                size="sm"
              />
              <span>
                {suggestion.displayName} <small>@{suggestion.username}</small>
              </span>
            </SuggestionOption>
          ))}
        </SuggestionList>
      )}
    </FieldGroup>
  );
}
