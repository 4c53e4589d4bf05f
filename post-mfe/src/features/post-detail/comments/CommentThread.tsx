import { memo, useRef, useState } from 'react';
import { Button, MessageCircle, Reply } from '@likegripe/shared-ui';
import { bus, selectSessionUser, useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import { COMMENT_SIGN_IN_REQUIRED_TOAST } from '../post-detail.toasts';
import type { PostComment } from '../../../api/comments.api';
import { CommentCard } from './CommentCard';
import { ReplyBox } from './ReplyBox';
import { ReplyList } from './ReplyList';
import { ThreadArea } from './CommentCard.styles';

/**
 * A top-level comment with its '{n} replies' toggle (once it has a reply), Reply box and lazily
 * loaded replies. Memoized: a comment sent or deleted re-renders its list, and each thread the list
 * read is the same object as before, so only the changed ones draw again.
 */
export const CommentThread = memo(function CommentThread({ comment }: { comment: PostComment }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);

  function startReply() {
    if (user) setReplying(true);
    else dispatch(bus.toastRequested(COMMENT_SIGN_IN_REQUIRED_TOAST));
  }

  const actions = (
    <>
      {/* "0 replies" on every new comment was noise: the toggle comes with the first reply. */}
      {comment.replyCount > 0 && (
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<MessageCircle aria-hidden="true" />}
          aria-expanded={repliesOpen}
          onClick={() => setRepliesOpen((open) => !open)}
        >
          {comment.replyCount === 1 ? '1 reply' : `${comment.replyCount} replies`}
        </Button>
      )}
      <Button
        ref={replyButton}
        variant="ghost"
        size="sm"
        leadingIcon={<Reply aria-hidden="true" />}
        aria-expanded={replying}
        onClick={startReply}
      >
        Reply
      </Button>
    </>
  );

  return (
    <CommentCard comment={comment} actions={actions}>
      {(replying || repliesOpen) && (
        <ThreadArea>
          {replying && (
            <ReplyBox
              comment={comment}
              onSending={() => {
                // The reply shows in the list at once; the box waits, hidden, in case it is refused.
                setRepliesOpen(true);
                replyButton.current?.focus();
              }}
              onDone={(posted) => {
                setReplying(false);
                if (posted) setRepliesOpen(true);
                // The box is going away; focus goes back where the reader opened it.
                replyButton.current?.focus();
              }}
            />
          )}
          {repliesOpen && <ReplyList postId={comment.postId} commentId={comment.id} />}
        </ThreadArea>
      )}
    </CommentCard>
  );
});
