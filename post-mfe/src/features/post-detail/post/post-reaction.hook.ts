import { useState } from 'react';
import { bus, selectSessionUser, useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import { afterNextPaint } from '@likegripe/shared-ui';
import {
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
  REACT_SIGN_IN_REQUIRED_TOAST,
} from '../post-detail.toasts';
import type { PostDetail } from '../../../api/post-detail.api';
import {
  showReaction,
  useSetReactionMutation,
  type ReactionType,
} from '../../../api/reactions.api';

/**
 * A post reaction: a click turns the reader's like or gripe on (insert) or off (delete). The button
 * shows the change at once and takes it back, with the error toast, if the server refuses it;
 * counts and own state then reload through the Post tag. `pending` names the reaction being saved.
 */
export function usePostReaction(post: PostDetail) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [setReaction] = useSetReactionMutation();
  const [pending, setPending] = useState<ReactionType | null>(null);

  async function toggle(type: ReactionType) {
    if (!user) {
      dispatch(bus.toastRequested(REACT_SIGN_IN_REQUIRED_TOAST));
      return;
    }
    const on = type === 'like' ? !post.viewerHasLiked : !post.viewerHasGriped;
    setPending(type);
    const shown = dispatch(showReaction({ postId: post.id, type, on }));
    try {
      // The change is painted first: starting the request (the store's update and fetch's own
      // work) took as long again on a slow phone.
      await afterNextPaint();
      await setReaction({ postId: post.id, userId: user.id, type, on }).unwrap();
      dispatch(bus.toastRequested(on ? REACTION_ADDED_TOAST : REACTION_REMOVED_TOAST));
      dispatch(bus.reactionChanged({ postId: post.id }));
    } catch {
      shown.undo();
      dispatch(bus.toastRequested(REACTION_FAILURE_TOAST));
    } finally {
      setPending(null);
    }
  }

  return { toggle, pending };
}
