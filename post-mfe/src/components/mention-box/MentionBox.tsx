import { useId } from 'react';
import { Avatar, Textarea, type TextareaProps } from '@likegripe/shared-ui';
import { useMentionAutocomplete } from './mention-autocomplete.hook';
import { MentionField, SuggestionList, SuggestionOption } from './MentionBox.styles';

interface MentionBoxProps extends Omit<TextareaProps, 'value' | 'onChange' | 'ref'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A text box that suggests members while '@name' is typed: the list under it is a listbox the box
 * points at (aria-controls, aria-activedescendant), picked with the keyboard, a click or a tap.
 * Every other prop goes to the Textarea; its onKeyDown gets only the keys the list did not use.
 */
export function MentionBox({
  value,
  onChange,
  onKeyDown,
  onSelect,
  onBlur,
  ...rest
}: MentionBoxProps) {
  const listId = useId();
  const mention = useMentionAutocomplete(value, onChange);
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <MentionField>
      <Textarea
        {...rest}
        ref={mention.textareaRef}
        value={value}
        aria-autocomplete="list"
        aria-controls={mention.open ? listId : undefined}
        aria-activedescendant={mention.open ? optionId(mention.active) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          mention.track(event.target);
        }}
        onSelect={(event) => {
          mention.track(event.currentTarget);
          onSelect?.(event);
        }}
        onKeyDown={(event) => {
          mention.handleKeyDown(event);
          if (!event.defaultPrevented) onKeyDown?.(event);
        }}
        onBlur={(event) => {
          mention.close();
          onBlur?.(event);
        }}
      />
      {mention.open && (
        <SuggestionList id={listId} role="listbox" aria-label="Mention suggestions">
          {mention.suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === mention.active}
              // Pick on mouse down (a tap sends one too), before the box's blur closes the list.
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
    </MentionField>
  );
}
