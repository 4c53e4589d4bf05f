import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@likegripe/shared-ui';
import { TEXT_BOX_ROWS } from '../../../lib/text-box-rows';
import { MentionBox } from '../../../components/mention-box/MentionBox';
import type { PostComment } from '../../../api/comments.api';
import { commentLength } from './comment-length';
import { useCommentSubmit } from './comment-submit.hook';
import { ComposerActions, ComposerForm } from './CommentSections.styles';

interface ReplyBoxProps {
  comment: PostComment;
  /** Called as a reply is sent: the box hides until the server answers. */
  onSending: () => void;
  /** Called with true after the reply was saved, with false on Cancel or Escape. */
  onDone: (posted: boolean) => void;
}

/**
 * The 2-row 'Write a reply...' box with Reply and Cancel, suggesting members after '@'; Escape
 * cancels too, unless it only closes the suggestions.
 */
export function ReplyBox({ comment, onSending, onDone }: ReplyBoxProps) {
  const { submit } = useCommentSubmit();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const length = commentLength(text, 'Reply');

  async function send(event: FormEvent) {
    event.preventDefault();
    if (length.over || !text.trim()) return;
    setSending(true);
    onSending();
    const posted = await submit({
      postId: comment.postId,
      type: 'reply',
      content: text,
      parentId: comment.id,
    });
    if (posted) {
      setText('');
      onDone(true);
    } else {
      // Refused: the box comes back with the reply as typed.
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented || sending) return;
    event.preventDefault();
    onDone(false);
  }

  return (
    <ComposerForm hidden={sending} onSubmit={(event) => void send(event)} onKeyDown={onKeyDown}>
      <MentionBox
        label={`Reply to ${comment.author.displayName}`}
        hideLabel
        placeholder="Write a reply..."
        value={text}
        onChange={setText}
        minRows={TEXT_BOX_ROWS.reply.minRows}
        maxRows={TEXT_BOX_ROWS.reply.maxRows}
        hint={length.hint}
        error={length.error}
        // The box opens because the reader asked to reply, so the caret goes there.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <ComposerActions>
        <Button variant="secondary" size="sm" onClick={() => onDone(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!text.trim() || length.over}>
          Reply
        </Button>
      </ComposerActions>
    </ComposerForm>
  );
}
