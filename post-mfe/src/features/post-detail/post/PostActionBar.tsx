import { Button, HelpCircle, Share2, ThumbsDown, ThumbsUp } from '@likegripe/shared-ui';
import type { PostDetail } from '../../../api/post-detail.api';
import { useSharePost } from '../share-post.hook';
import { usePostReaction } from './post-reaction.hook';
import { ActionBar, ActionCount, ShareSlot } from './PostActionBar.styles';

interface PostActionBarProps {
  post: PostDetail;
  /** True while the post's counts reload; reactions wait so a click never reads stale state. */
  refreshing: boolean;
  questionsOpen: boolean;
  onToggleQuestions: () => void;
}

/** Spec §2 action bar: Like and Gripe with counts and own state, the Questions toggle, Share. */
export function PostActionBar({
  post,
  refreshing,
  questionsOpen,
  onToggleQuestions,
}: PostActionBarProps) {
  const { toggle, pending } = usePostReaction(post);
  const share = useSharePost();
  const blocked = pending !== null || refreshing;
  return (
    <ActionBar aria-label="Post actions">
      <Button
        variant="like"
        aria-pressed={post.viewerHasLiked}
        leadingIcon={<ThumbsUp aria-hidden="true" />}
        loading={pending === 'like'}
        disabled={blocked}
        onClick={() => void toggle('like')}
      >
        Like <ActionCount>{post.likeCount}</ActionCount>
      </Button>
      <Button
        variant="gripe"
        aria-pressed={post.viewerHasGriped}
        leadingIcon={<ThumbsDown aria-hidden="true" />}
        loading={pending === 'gripe'}
        disabled={blocked}
        onClick={() => void toggle('gripe')}
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
