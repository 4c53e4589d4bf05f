import {
  bus,
  selectOwnProfile,
  selectSessionUser,
  toApiError,
  useAppDispatch,
  useAppSelector,
  type Profile,
} from '@likegripe/shared-core';
import { COMMENT_SIGN_IN_REQUIRED_TOAST, commentErrorToast } from '../post-detail.toasts';
import {
  useAddCommentMutation,
  type CommentType,
  type PostComment,
} from '../../../api/comments.api';
import { usePendingComments } from './pending-comments';

interface CommentDraft {
  postId: string;
  type: CommentType;
  content: string;
  parentId?: string;
}

let sent = 0;

/** The comment as its list shows it while it is on its way: by the reader, no hearts or replies. */
function pendingComment(
  { postId, type, parentId }: CommentDraft,
  content: string,
  author: Profile,
): PostComment {
  sent += 1;
  return {
    id: `pending-${sent}`,
    postId,
    parentId: parentId ?? null,
    type,
    content,
    createdAt: new Date().toISOString(),
    editedAt: null,
    hiddenAt: null,
    likeCount: 0,
    replyCount: 0,
    viewerHasLiked: false,
    author: {
      id: author.id,
      username: author.username,
      displayName: author.display_name,
      avatarUrl: author.avatar_url,
      trustLevel: 'new',
      reputation: null,
    },
  };
}

/**
 * Posts a comment, question or reply (trimmed, empty ignored, sign-in required). It shows in its
 * list at once (once the reader's profile is known), marked as posting, and goes if refused.
 * Resolves true when it was saved; on false the caller puts the text back in its box.
 */
export function useCommentSubmit() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const profile = useAppSelector(selectOwnProfile);
  const pending = usePendingComments();
  const [addComment] = useAddCommentMutation();

  async function submit(draft: CommentDraft): Promise<boolean> {
    const { postId, type, content, parentId } = draft;
    const trimmed = content.trim();
    if (!trimmed) return false;
    if (!user) {
      dispatch(bus.toastRequested(COMMENT_SIGN_IN_REQUIRED_TOAST));
      return false;
    }
    const shown = profile ? pendingComment(draft, trimmed, profile) : null;
    if (shown) pending.add(shown);
    try {
      const id = await addComment({
        postId,
        userId: user.id,
        type,
        content: trimmed,
        ...(parentId ? { parentId } : {}),
      }).unwrap();
      if (shown) pending.saved(shown.id, id);
      dispatch(bus.commentChanged({ postId }));
      return true;
    } catch (error) {
      if (shown) pending.drop(shown.id);
      dispatch(bus.toastRequested(commentErrorToast(toApiError(error).message)));
      return false;
    }
  }

  return { submit, signedIn: user !== null };
}
