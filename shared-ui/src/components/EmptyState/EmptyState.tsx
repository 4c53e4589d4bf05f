import type { ReactNode } from 'react';
import { EmptyAction, EmptyIcon, EmptyMessage, EmptyRoot, EmptyTitle } from './EmptyState.styles';

export interface EmptyStateProps {
  /** The headline, e.g. 'No posts yet'. */
  title: string;
  /** The explanation, e.g. 'Be the first to share your thoughts and start the conversation!'. */
  message?: ReactNode;
  /** An illustrative icon. */
  icon?: ReactNode;
  /** A call to action, e.g. a ButtonLink. */
  action?: ReactNode;
  /** The heading level of the title in the page outline; default a paragraph (no heading). */
  as?: 'h2' | 'h3' | 'h4' | 'p';
}

/** What a list or page shows when there is nothing in it, or nothing found. */
export function EmptyState({ title, message, icon, action, as = 'p' }: EmptyStateProps) {
  return (
    <EmptyRoot>
      {icon && <EmptyIcon aria-hidden="true">{icon}</EmptyIcon>}
      <EmptyTitle as={as}>{title}</EmptyTitle>
      {message && <EmptyMessage>{message}</EmptyMessage>}
      {action && <EmptyAction>{action}</EmptyAction>}
    </EmptyRoot>
  );
}
