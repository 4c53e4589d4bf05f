import { Button, HelpCircle, Share2, ThumbsDown, ThumbsUp } from '@likegripe/shared-ui';
import { useSharePost } from '@likegripe/shared-core';
import type { PostDetail } from '../../../api/post-detail.api';
import { reactionCountTitle } from '../../../lib/count-labels';
import { usePostReaction } from './post-reaction.hook';
import { ActionBar, ActionCount, ShareSlot } from './PostActionBar.styles';

interface PostActionBarProps {
  post: PostDetail;
  /** True while the post's counts reload; reaction clicks are ignored so none reads stale state. */
  refreshing: boolean;
  questionsOpen: boolean;
  onToggleQuestions: () => void;
}

/** The action bar: Like and Gripe with counts and own state, the Questions toggle, Share. */
export function PostActionBar({
  post,
  refreshing,
  questionsOpen,
  onToggleQuestions,
}: PostActionBarProps) {
  const { toggle, pending } = usePostReaction(post);
  const share = useSharePost();
  // While a reaction is saved or the counts reload, a click would read stale own state, so it is
  // ignored (without greying out: the buttons already show the change).
  const react = (type: 'like' | 'gripe') => {
    if (!refreshing && !pending) void toggle(type);
  };
  return (
    <ActionBar aria-label="Post actions">
      <Button
        variant="like"
        aria-pressed={post.viewerHasLiked}
        title={reactionCountTitle('like', post.likeCount)}
        leadingIcon={<ThumbsUp aria-hidden="true" />}
        onClick={() => react('like')}
      >
        Like <ActionCount>{post.likeCount}</ActionCount>
      </Button>
      <Button
        variant="gripe"
        aria-pressed={post.viewerHasGriped}
        title={reactionCountTitle('gripe', post.gripeCount)}
        leadingIcon={<ThumbsDown aria-hidden="true" />}
        onClick={() => react('gripe')}
      >
        Gripe <ActionCount>{post.gripeCount}</ActionCount>
      </Button>
      <Button
        variant="secondary"
        aria-expanded={questionsOpen}
        leadingIcon={<HelpCircle aria-hidden="true" />}
        onClick={onToggleQuestions}
      >
        Questions <ActionCount>{post.questionCount}</ActionCount>
      </Button>
      <ShareSlot>
        <Button
          variant="ghost"
          leadingIcon={<Share2 aria-hidden="true" />}
          onClick={() => void share(post)}
        >
          Share
        </Button>
      </ShareSlot>
    </ActionBar>
  );
}
