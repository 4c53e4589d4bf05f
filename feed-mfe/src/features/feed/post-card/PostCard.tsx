import { memo, type MouseEvent } from 'react';
import {
  Card,
  IconButton,
  MessageCircle,
  Share2,
  ThumbsDown,
  ThumbsUp,
  VisuallyHidden,
} from '@likegripe/shared-ui';
import { cardTheme, usePageSettled, useSharePost } from '@likegripe/shared-core';
import { commentTotal, commentTotalWords } from './comment-total';
import type { FeedPost } from '../../../api/feed-post.types';
import { useWatchPostCountsQuery } from '../../../api/post-counts-live.api';
import { useOnScreen } from './on-screen.hook';
import { PostCardAuthor } from './PostCardAuthor';
import { PostCardContent } from './PostCardContent';
import { PostCardMenu } from './PostCardMenu';
import { CardFooter, CardHeader, CardLayout, Count, ShareSlot } from './PostCard.styles';

interface PostCardProps {
  post: FeedPost;
  /** Called when the card itself (not a link, button or menu item in it) is clicked. */
  onOpen: (postId: string) => void;
  /** The card holds the feed's first picture, which loads first. */
  priorityMedia?: boolean;
}

// Inside a dialog opened from the card (report, delete) clicks never open the post either.
const OWN_CLICK_TARGETS =
  'a, button, input, textarea, select, label, video, [role="menuitem"], [role="dialog"]';

function plural(count: number, word: string) {
  return `${word}${count === 1 ? '' : 's'}`;
}

/**
 * Keeps a card's counts live while it is on screen, once the page has settled; the channel is left
 * when it scrolls away. A component of its own that draws nothing: the watch's own state changes
 * (twelve cards start watching at once) re-render it, not the card.
 */
function LiveCounts({ postId, onScreen }: { postId: string; onScreen: boolean }) {
  const settled = usePageSettled();
  useWatchPostCountsQuery(postId, { skip: !onScreen || !settled });
  return null;
}

/**
 * A post's card in the feed. Memoized: a like changes one post object of the feed's pages (the
 * others keep their identity), so the feed redraws that one card instead of every card it shows.
 */
export const PostCard = memo(function PostCard({
  post,
  onOpen,
  priorityMedia = false,
}: PostCardProps) {
  const share = useSharePost();
  const [cardRef, onScreen] = useOnScreen<HTMLElement>();
  const comments = commentTotal(post.likeCount, post.gripeCount);
  const commentsWords = commentTotalWords(comments);

  function handleClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as Element;
    if (target.closest(OWN_CLICK_TARGETS) || !event.currentTarget.contains(target)) return;
    onOpen(post.id);
  }

  return (
    <Card
      as="article"
      interactive
      tone={cardTheme(post.likeCount, post.gripeCount)}
      aria-label={post.title}
      data-post-id={post.id}
      // Names where a tap on the card leads, so the post can be read as the finger goes down.
      data-href={`/post/${post.id}`}
      // Focusable from script only: j and k move here, Tab keeps to the links and buttons.
      tabIndex={-1}
      ref={cardRef}
      onClick={handleClick}
    >
      <LiveCounts postId={post.id} onScreen={onScreen} />
      <CardLayout>
        <CardHeader>
          <PostCardAuthor
            author={post.author}
            createdAt={post.createdAt}
            editedAt={post.editedAt}
          />
          <PostCardMenu postId={post.id} authorId={post.author.id} />
        </CardHeader>
        <PostCardContent post={post} priorityMedia={priorityMedia} />
        <CardFooter>
          <Count data-tone="like">
            <ThumbsUp aria-hidden="true" />
            {post.likeCount}
            <VisuallyHidden> {plural(post.likeCount, 'like')}</VisuallyHidden>
          </Count>
          <Count data-tone="gripe">
            <ThumbsDown aria-hidden="true" />
            {post.gripeCount}
            <VisuallyHidden> {plural(post.gripeCount, 'gripe')}</VisuallyHidden>
          </Count>
          <Count title={`${comments} ${commentsWords}`}>
            <MessageCircle aria-hidden="true" />
            {comments}
            <VisuallyHidden> {commentsWords}</VisuallyHidden>
          </Count>
          <ShareSlot>
            <IconButton
              label="Share post"
              icon={<Share2 />}
              size="sm"
              onClick={() => void share(post)}
            />
          </ShareSlot>
        </CardFooter>
      </CardLayout>
    </Card>
  );
});
