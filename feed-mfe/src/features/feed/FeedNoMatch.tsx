import { Button, EmptyState, Search } from '@likegripe/shared-ui';

/** A search or filter that matches no review: says so, unlike 'No posts yet', and offers a way out. */
export function FeedNoMatch({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <EmptyState
      icon={<Search aria-hidden="true" />}
      title="No reviews match your search"
      message="Try other words or fewer filters, or clear them to see every review."
      action={
        <Button variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      }
    />
  );
}
