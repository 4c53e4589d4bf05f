import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Badges, LogoRoot, RoundBadge, Wordmark } from './Logo.styles';

/** The product name. */
export const productName = 'Like and Gripe';

export interface LogoProps {
  /** Shows 'Like and Gripe' next to the badges; default true. */
  showWordmark?: boolean;
  /** sm 24px badges (mobile header), md 30px (header), lg 48px (hero). */
  size?: 'sm' | 'md' | 'lg';
}

/** Two overlapping round badges, a green thumb up and a coral thumb down, with the wordmark. */
export function Logo({ showWordmark = true, size = 'md' }: LogoProps) {
  return (
    <LogoRoot role="img" aria-label={productName} data-size={size}>
      <Badges>
        <RoundBadge data-kind="like">
          <ThumbsUp aria-hidden="true" />
        </RoundBadge>
        <RoundBadge data-kind="gripe">
          <ThumbsDown aria-hidden="true" />
        </RoundBadge>
      </Badges>
      {showWordmark && (
        <Wordmark aria-hidden="true">
          <span data-kind="like">Like</span> <span data-kind="and">and</span>{' '}
          <span data-kind="gripe">Gripe</span>
        </Wordmark>
      )}
    </LogoRoot>
  );
}
