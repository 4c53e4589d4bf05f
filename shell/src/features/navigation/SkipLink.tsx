import type { MouseEvent } from 'react';
import { SkipAnchor } from './SkipLink.styles';

interface SkipLinkProps {
  /** The id of the element that takes focus, the page's `main`. */
  targetId: string;
}

/** The first stop of the Tab key: jumps past the header straight to the screen's content. */
export function SkipLink({ targetId }: SkipLinkProps) {
  // Focus moves by hand: following the #hash would make the router record a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <SkipAnchor href={`#${targetId}`} onClick={skip}>
      Skip to content
    </SkipAnchor>
  );
}
