import { Button, HelpCircle, Share2, ThumbsDown, ThumbsUp } from '@likegripe/shared-ui';
import { useSharePost } from '@likegripe/shared-core';
import type { PostDetail } from '../../../api/post-detail.api';
import { reactionCountTitle } from '../../../lib/count-labels';
import type { ReactionType } from '../../../api/reactions.api';
import { ActionBar, ActionCount, ShareSlot } from './PostActionBar.styles';

interface PostActionBarProps {
  /** The post as the reader sees it, with the reactions they asked for and the server has not shown. */
  post: PostDetail;
  onReact: (type: ReactionType) => void;
  questionsOpen: boolean;
  onToggleQuestions: () => void;
}

/** The action bar: Like and Gripe with counts and own state, the Questions toggle, Share. */
export function PostActionBar({
  post,
  onReact,
  questionsOpen,
  onToggleQuestions,
}: PostActionBarProps) {
  const share = useSharePost();
  return (
    <ActionBar aria-label="Post actions">
      <Button
        variant="like"
        aria-pressed={post.viewerHasLiked}
        title={reactionCountTitle('like', post.likeCount)}
        leadingIcon={<ThumbsUp aria-hidden="true" />}
        onClick={() => onReact('like')}
      >
        Like <ActionCount>{post.likeCount}</ActionCount>
      </Button>
      <Button
        variant="gripe"
        aria-pressed={post.viewerHasGriped}
        title={reactionCountTitle('gripe', post.gripeCount)}
        leadingIcon={<ThumbsDown aria-hidden="true" />}
        onClick={() => onReact('gripe')}
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
