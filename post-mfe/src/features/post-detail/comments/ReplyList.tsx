import { useGetRepliesQuery } from '../../../api/comments.api';
import { CommentCard } from './CommentCard';
import { useDeletingComments } from './deleting-comments';
import { usePendingIn } from './pending-comments';
import { ReplyListRoot, ThreadNote } from './CommentCard.styles';

/**
 * The replies of one comment, oldest first, fetched when first opened; the reader's replies on
 * their way come last, shown while the list loads too.
 */
export function ReplyList({ postId, commentId }: { postId: string; commentId: string }) {
  const { data, isLoading, isError } = useGetRepliesQuery(commentId);
  const deleting = useDeletingComments();
  const replies = data?.filter(({ id }) => !deleting.ids.has(id)) ?? [];
  const pending = usePendingIn({ postId, type: 'reply', parentId: commentId }, replies);
  const note = isLoading ? (
    <ThreadNote role="status">Loading replies...</ThreadNote>
  ) : isError ? (
    <ThreadNote>Replies could not be loaded.</ThreadNote>
  ) : replies.length === 0 && pending.length === 0 ? (
    <ThreadNote>No replies yet.</ThreadNote>
  ) : null;
  if (pending.length === 0 && note) return note;
  return (
    <>
      {note}
      <ReplyListRoot aria-label="Replies">
        {replies.map((reply) => (
          <li key={reply.id}>
            <CommentCard comment={reply} />
          </li>
        ))}
        {pending.map((reply) => (
          <li key={reply.id}>
            <CommentCard comment={reply} pending />
          </li>
        ))}
      </ReplyListRoot>
    </>
  );
}
