import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthorLine, TrustBadge } from '@likegripe/shared-ui';
import { editedLabel, formatRelativeTime } from '@likegripe/shared-core';
import type { PostComment } from '../../../api/comments.api';
import { ClampedText } from './ClampedText';
import { CommentLikeButton } from './CommentLikeButton';
import { CommentMenu } from './CommentMenu';
import { CommentEditBox } from '../edit/CommentEditBox';
import { RemovedNotice } from '../RemovedNotice';
import { CommentFooter, CommentHeader, CommentRoot } from './CommentCard.styles';

interface CommentCardProps {
  comment: PostComment;
  /** Extra footer actions (the replies toggle and Reply for top-level comments). */
  actions?: ReactNode;
  /** What hangs below the card, e.g. the reply box and replies. */
  children?: ReactNode;
  /** Sent and not yet read back: marked as posting, with nothing to act on yet. */
  pending?: boolean;
}

/** A comment or reply: author chip with reputation, date, text, heart, and the overflow menu. */
export function CommentCard({ comment, actions, children, pending = false }: CommentCardProps) {
  const { author } = comment;
  const [editing, setEditing] = useState(false);
  return (
    <CommentRoot data-kind={comment.type === 'reply' ? 'reply' : 'comment'}>
      <CommentHeader>
        <AuthorLine
          variant="inline"
          author={author}
          href={`/profile/${encodeURIComponent(author.username)}`}
          linkAs={Link}
          avatarLabel={`${author.displayName} profile`}
          leadingVisual={
            pending ? undefined : (
              <TrustBadge level={author.trustLevel} score={author.reputation} size="sm" />
            )
          }
          time={{
            date: comment.createdAt,
            text: pending ? 'Posting...' : formatRelativeTime(comment.createdAt),
          }}
          edited={
            comment.editedAt
              ? { date: comment.editedAt, text: editedLabel(comment.editedAt) }
              : undefined
          }
        />
        {!pending && (
          <CommentMenu
            comment={comment}
            onEdit={comment.hiddenAt ? undefined : () => setEditing(true)}
          />
        )}
      </CommentHeader>
      {comment.hiddenAt && <RemovedNotice kind="comment" />}
      {editing ? (
        <CommentEditBox comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <ClampedText text={comment.content} />
      )}
      {!pending && (
        <CommentFooter>
          <CommentLikeButton comment={comment} />
          {actions}
        </CommentFooter>
      )}
      {children}
    </CommentRoot>
  );
}
