import { lengthCounter, textLength } from '../../../lib/text-length';
import { HintRow, LengthCounter } from './CommentSections.styles';

/** comments_content_length: at most 5,000 characters. */
export const COMMENT_MAX_LENGTH = 5000;
/** The box shows its counter from this length on, when the limit comes near. */
export const COMMENT_COUNTER_FROM = 4500;

/**
 * A comment box's counter near the limit and, past it, why it cannot be sent, instead of cutting
 * a long paste short. `noun` names what is written ('Comment', 'Question', 'Reply').
 */
export function commentLength(text: string, noun: string) {
  const trimmed = text.trim();
  const length = textLength(trimmed);
  const over = length > COMMENT_MAX_LENGTH;
  const hint =
    length < COMMENT_COUNTER_FROM ? undefined : (
      <HintRow>
        <LengthCounter data-over={over}>{lengthCounter(trimmed, COMMENT_MAX_LENGTH)}</LengthCounter>
      </HintRow>
    );
  const error = over ? `${noun} must be 5,000 characters or fewer.` : undefined;
  return { hint, error, over };
}
