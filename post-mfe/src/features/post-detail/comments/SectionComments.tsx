import { Button } from '@likegripe/shared-ui';
import { useGetSectionCommentsInfiniteQuery } from '../../../api/comments.api';
import { CommentThread } from './CommentThread';
import { useDeletingComments } from './deleting-comments';
import { CommentCard } from './CommentCard';
import { usePendingIn } from './pending-comments';
import type { SectionConfig } from './section-config';
import { CommentList, EmptyText, SectionNote, ShowMore } from './CommentSections.styles';

interface SectionCommentsProps {
  postId: string;
  section: SectionConfig;
  /** Written comments in this section, from the post's comment summary. */
  count: number;
}

/**
 * One section's list, fetched when the section is first opened (it mounts only while open), newest
 * first, a page at a time with 'Show more'.
 */
export function SectionComments({ postId, section, count }: SectionCommentsProps) {
  const list = useGetSectionCommentsInfiniteQuery({ postId, type: section.type });
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = list;
  const deleting = useDeletingComments();
  const comments = data?.pages.flat().filter(({ id }) => !deleting.ids.has(id)) ?? [];
  const pending = usePendingIn({ postId, type: section.type, parentId: null }, comments);

  if (isLoading) return <SectionNote role="status">Loading comments...</SectionNote>;
  // Only this section's list failed (offline, say): it says so here and the post stays.
  if (isError && comments.length === 0) {
    return (
      <SectionNote role="alert">
        The comments could not be loaded.{' '}
        <Button
          variant="ghost"
          size="sm"
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          Retry
        </Button>
      </SectionNote>
    );
  }
  if (comments.length === 0 && pending.length === 0) {
    return <EmptyText>{section.empty}</EmptyText>;
  }
  return (
    <>
      <CommentList aria-label={section.title}>
        {/* Newest first: what the reader has just sent is on top. */}
        {[...pending].reverse().map((comment) => (
          <li key={comment.id}>
            <CommentCard comment={comment} pending />
          </li>
        ))}
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentThread comment={comment} />
          </li>
        ))}
      </CommentList>
      {hasNextPage && comments.length < count && (
        <ShowMore>
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Show more
          </Button>
        </ShowMore>
      )}
    </>
  );
}
