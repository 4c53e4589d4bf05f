import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState, MessageCircle, Spinner } from '@likegripe/shared-ui';
import { useAppDispatch } from '@likegripe/shared-core';
import type { FeedPage } from '../../api/feed-post.types';
import { postOpened } from './feed-filters.slice';
import { FeedSkeleton } from './FeedSkeleton';
import { CardGrid, FeedStatus, Sentinel } from './FeedList.styles';
import { useInfiniteScroll } from './infinite-scroll.hook';
import { PostCard } from './post-card/PostCard';
import { useScrollRestore } from './scroll-restore.hook';

interface FeedListProps {
  /** The loaded pages of the current filters, or undefined while the first one loads. */
  pages: FeedPage[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** Spec §2 Home feed: skeleton, empty state, the card grid and the infinite-scroll footer. */
export function FeedList({ pages, hasNextPage, isFetchingNextPage, fetchNextPage }: FeedListProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const posts = pages?.flatMap((page) => page.posts);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const sentinelRef = useInfiniteScroll(
    loadMore,
    hasNextPage && !isFetchingNextPage,
    pages?.length ?? 0,
  );
  useScrollRestore(posts !== undefined);

  const openPost = useCallback(
    (postId: string) => {
      navigate(`/post/${postId}`);
    },
    [navigate],
  );

  if (!posts) {
    return (
      <CardGrid aria-busy="true" aria-label="Loading posts">
        <FeedSkeleton />
      </CardGrid>
    );
  }
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={<MessageCircle aria-hidden="true" />}
        title="No posts yet"
        message="Be the first to share your thoughts and start the conversation!"
      />
    );
  }
  return (
    <>
      {/* Saved on any click in the grid, so the title link and the card both come back here. */}
      <CardGrid onClickCapture={() => dispatch(postOpened({ scrollY: window.scrollY }))}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} onOpen={openPost} />
        ))}
      </CardGrid>
      <Sentinel ref={sentinelRef} aria-hidden="true" />
      {isFetchingNextPage && (
        <FeedStatus role="status">
          <Spinner size="sm" label={null} />
          Loading more posts...
        </FeedStatus>
      )}
      {!hasNextPage && <FeedStatus>You&apos;ve reached the end!</FeedStatus>}
    </>
  );
}
