import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@likegripe/shared-ui';
import { ItemList, SkeletonItem } from './ActivityFeed.styles';

const SKELETON_ITEMS = 3;

interface ActivityListProps<Item> {
  items: Item[] | undefined;
  isLoading: boolean;
  /** 'No posts yet', 'No likes yet' or 'No gripes yet'. */
  emptyText: string;
  /** What the list is, for screen readers while it loads. */
  label: string;
  renderItem: (item: Item) => ReactNode;
  /** The request failed (network or server): an error with Retry instead of endless skeletons. */
  failed?: boolean;
  retrying?: boolean;
  onRetry?: () => void;
}

/** One activity tab's list: skeletons while loading, an error with Retry, the spec's empty text, else the items. */
export function ActivityList<Item>({
  items,
  isLoading,
  emptyText,
  label,
  renderItem,
  failed = false,
  retrying = false,
  onRetry = () => undefined,
}: ActivityListProps<Item>) {
  if (failed && !items) {
    return (
      <ErrorState
        title={`Could not load ${label.toLowerCase()}`}
        message="Check your connection and try again."
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (isLoading || !items) {
    return (
      <ItemList aria-busy="true" aria-label={`Loading ${label}`}>
        {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
          <SkeletonItem key={index}>
            <Skeleton width="60%" />
            <Skeleton />
            <Skeleton width="30%" />
          </SkeletonItem>
        ))}
      </ItemList>
    );
  }
  if (items.length === 0) return <EmptyState title={emptyText} />;
  return <ItemList aria-label={label}>{items.map(renderItem)}</ItemList>;
}
