import type { ReactNode } from 'react';
import { EmptyState, Skeleton } from '@likegripe/shared-ui';
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
}

/** One activity tab's list: skeletons while loading, the spec's empty text, else the items. */
export function ActivityList<Item>({
  items,
  isLoading,
  emptyText,
  label,
  renderItem,
}: ActivityListProps<Item>) {
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
