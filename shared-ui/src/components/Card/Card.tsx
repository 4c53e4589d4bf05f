import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledCard } from './Card.styles';

export type CardTone = 'like' | 'gripe' | 'neutral';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The sentiment accent: a green (like) or coral (gripe) top edge; neutral has none. */
  tone?: CardTone;
  /** Hover lift and pointer cursor, for cards that open something when clicked. */
  interactive?: boolean;
  /** Inner spacing: none, sm 12px, md 16px (default), lg 24px. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** The element to render, e.g. `article` for a post card or `section`. */
  as?: ElementType;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A white surface with rounded corners and a soft shadow, the building block of every screen. */
export function Card({
  tone = 'neutral',
  interactive = false,
  padding = 'md',
  ref,
  ...rest
}: CardProps) {
  return (
    <StyledCard
      // The element follows `as`, so the ref is typed for any HTMLElement, not only a div.
      ref={ref as Ref<HTMLDivElement>}
      data-tone={tone}
      data-interactive={interactive}
      data-padding={padding}
      {...rest}
    />
  );
}
