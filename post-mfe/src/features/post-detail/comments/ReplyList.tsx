import { useGetRepliesQuery } from '../../../api/comments.api';
import { CommentCard } from './CommentCard';
import { useDeletingComments } from './deleting-comments';
import { ReplyListRoot, ThreadNote } from './CommentCard.styles';

/** The replies of one comment, oldest first, fetched when first opened. */
export function ReplyList({ commentId }: { commentId: string }) {
  const { data, isLoading, isError } = useGetRepliesQuery(commentId);
  const deleting = useDeletingComments();
  const replies = data?.filter(({ id }) => !deleting.ids.has(id));
  if (isLoading) return <ThreadNote role="status">Loading replies...</ThreadNote>;
  if (isError) return <ThreadNote>Replies could not be loaded.</ThreadNote>;
  if (!replies || replies.length === 0) return <ThreadNote>No replies yet.</ThreadNote>;
  return (
    <ReplyListRoot aria-label="Replies">
      {replies.map((reply) => (
        <li key={reply.id}>
          <CommentCard comment={reply} />
        </li>
      ))}
    </ReplyListRoot>
  );
}
