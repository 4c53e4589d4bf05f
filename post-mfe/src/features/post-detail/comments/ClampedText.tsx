import { useId, type FocusEvent } from 'react';
import { UserText } from '../UserText';
import { useLineClamp } from './line-clamp.hook';
import { ClampToggle, CommentBody } from './CommentCard.styles';

/** A comment's or reply's text, folded to a few lines with Show more / Show less when longer. */
export function ClampedText({ text }: { text: string }) {
  const id = useId();
  const { ref, clamped, foldable, expanded, toggle, expand } =
    useLineClamp<HTMLParagraphElement>(text);

  // Tab can reach a link in the folded-away lines; the text unfolds rather than hide the focus.
  // (Focus may already have scrolled the folded box to show it.)
  function onFocus(event: FocusEvent<HTMLParagraphElement>) {
    const body = event.currentTarget;
    const hidden =
      body.scrollTop > 0 ||
      event.target.getBoundingClientRect().bottom > body.getBoundingClientRect().bottom;
    if (!clamped || !hidden) return;
    body.scrollTop = 0;
    expand();
  }

  return (
    <>
      <CommentBody ref={ref} id={id} data-clamped={clamped} onFocus={onFocus}>
        <UserText text={text} />
      </CommentBody>
      {foldable && (
        <ClampToggle type="button" aria-expanded={expanded} aria-controls={id} onClick={toggle}>
          {expanded ? 'Show less' : 'Show more'}
        </ClampToggle>
      )}
    </>
  );
}
