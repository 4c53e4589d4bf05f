import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState, MessageCircle, Spinner } from '@likegripe/shared-ui';
import { useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import type { FeedPage } from '../../api/feed-post.types';
import { postOpened, selectDeletedPostIds } from './feed-filters.slice';
import { FeedNoMatch } from './FeedNoMatch';
import { FeedSkeleton } from './FeedSkeleton';
import { CardGrid, FeedStatus, Sentinel } from './FeedList.styles';
import { useFeedLike } from './feed-like.hook';
import { useInfiniteScroll } from './infinite-scroll.hook';
import { useCardFocusKeys } from './keyboard/card-focus.hook';
import { PostCard } from './post-card/PostCard';
import { useRevealInBatches } from './reveal-in-batches.hook';
import { useScrollRestore } from './scroll-restore.hook';

/** Cards drawn per render: a page of 12 is three short commits on a slow phone. */
const CARDS_PER_RENDER = 4;

interface FeedListProps {
  /** The loaded pages of the current filters, or undefined while the first one loads. */
  pages: FeedPage[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Asks for the page after the `drawnPages` pages this list was drawn from. */
  fetchNextPage: (drawnPages: number) => void;
  /** Whether a search or filter narrows the feed, so an empty list means no match. */
  narrowed: boolean;
  onClearFilters: () => void;
}

/** The feed's list: skeleton, empty or no-match state, the card grid and the infinite-scroll footer. */
export function FeedList({
  pages,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  narrowed,
  onClearFilters,
}: FeedListProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deleted = useAppSelector(selectDeletedPostIds);
  const posts = useMemo(
    () => pages?.flatMap((page) => page.posts).filter((post) => !deleted.includes(post.id)),
    [deleted, pages],
  );
  const shown = useRevealInBatches(posts?.length ?? 0, CARDS_PER_RENDER);
  // Until every loaded card is drawn, the short list must not make the sentinel ask for more.
  const allShown = posts !== undefined && shown === posts.length;
  // FeedPage decides from the live query state whether that page is still to fetch.
  const loadMore = useCallback(
    () => fetchNextPage(pages?.length ?? 0),
    [fetchNextPage, pages?.length],
  );
  const sentinelRef = useInfiniteScroll(
    loadMore,
    hasNextPage && !isFetchingNextPage && allShown,
    pages?.length ?? 0,
  );
  useScrollRestore(allShown);

  const openPost = useCallback(
    (postId: string) => {
      void navigate(`/post/${postId}`);
    },
    [navigate],
  );
  const openPostByKey = useCallback(
    (postId: string) => {
      dispatch(postOpened({ scrollY: window.scrollY }));
      openPost(postId);
    },
    [dispatch, openPost],
  );
  const like = useFeedLike();
  const gridRef = useRef<HTMLDivElement>(null);
  useCardFocusKeys({
    gridRef,
    shown,
    moreToCome: hasNextPage || !allShown,
    loadMore,
    onOpen: openPostByKey,
    onLike: (postId) => void like(postId),
  });

  if (!posts) {
    return (
      <CardGrid aria-busy="true" aria-label="Loading posts">
        <FeedSkeleton />
      </CardGrid>
    );
  }
  if (posts.length === 0 && narrowed) return <FeedNoMatch onClearFilters={onClearFilters} />;
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={<MessageCircle aria-hidden="true" />}
        title="No posts yet"
        message="Be the first to share your thoughts and start the conversation!"
      />
    );
  }
  const firstWithMedia = posts.find((post) => post.mediaUrls.length > 0)?.id;
  return (
    <>
      {/* Saved on any click in the grid, so the title link and the card both come back here. */}
      <CardGrid
        ref={gridRef}
        onClickCapture={() => dispatch(postOpened({ scrollY: window.scrollY }))}
      >
        {posts.slice(0, shown).map((post) => (
          <PostCard
            key={post.id}
            post={post}
            onOpen={openPost}
            priorityMedia={post.id === firstWithMedia}
          />
        ))}
      </CardGrid>
      <Sentinel ref={sentinelRef} aria-hidden="true" />
      {isFetchingNextPage && (
        <FeedStatus role="status">
          <Spinner size="sm" label={null} />
          Loading more posts...
        </FeedStatus>
      )}
      {!hasNextPage && allShown && <FeedStatus>You&apos;ve reached the end!</FeedStatus>}
    </>
  );
}
