import type { ReactNode } from 'react';
import { StyledBadge } from './Badge.styles';

/** The count text: the number, or `{max}+` above `max`. */
export function defaultFormatCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps {
  /** A number to show, e.g. unread notifications. Nothing renders for 0 unless `showZero`. */
  count?: number;
  /** Above this the badge shows `{max}+`; default 99. */
  max?: number;
  /** Replaces the count text, e.g. the app's own unread badge rule. */
  formatCount?: (count: number, max: number) => string;
  /** Renders even when the count is 0. */
  showZero?: boolean;
  /** A text label instead of a count, e.g. a category. */
  children?: ReactNode;
  /** gripe (default for counts: warm and visible), primary, like or neutral (default for labels). */
  tone?: 'primary' | 'gripe' | 'like' | 'neutral';
  /** Pins the badge to the top-right corner of a relatively positioned parent (the bell). */
  floating?: boolean;
}

/** A small count or label; the count badge is decorative, so name its owner for screen readers. */
export function Badge({
  count,
  max = 99,
  formatCount = defaultFormatCount,
  showZero = false,
  children,
  tone,
  floating = false,
}: BadgeProps) {
  if (children !== undefined) {
    return (
      <StyledBadge data-kind="label" data-tone={tone ?? 'neutral'} data-floating={floating}>
        {children}
      </StyledBadge>
    );
  }
  if (count === undefined || (count <= 0 && !showZero)) return null;
  return (
    <StyledBadge
      data-kind="count"
      data-tone={tone ?? 'gripe'}
      data-floating={floating}
      aria-hidden={floating || undefined}
    >
      {formatCount(count, max)}
    </StyledBadge>
  );
}
