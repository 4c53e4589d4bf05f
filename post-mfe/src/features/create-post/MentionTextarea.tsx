import { TEXT_BOX_ROWS } from '../../lib/text-box-rows';
import { MentionBox } from '../../components/mention-box/MentionBox';
import { HintRow, LengthCounter } from './CreatePost.styles';
import { DESCRIPTION_MAX_LENGTH, lengthCounter, textLength } from './post-limits';

interface MentionTextareaProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The post description (3-6 rows) with @mention suggestions and a counter towards its limit. */
export function MentionTextarea({ value, onChange, error, disabled }: MentionTextareaProps) {
  return (
    <MentionBox
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
      onChange={onChange}
      disabled={disabled}
    />
  );
}
