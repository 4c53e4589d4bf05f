import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@likegripe/shared-ui';
import { TEXT_BOX_ROWS } from '../../../lib/text-box-rows';
import { MentionBox } from '../../../components/mention-box/MentionBox';
import type { PostComment } from '../../../api/comments.api';
import { useEditCommentMutation } from '../../../api/edit-comment.api';
import { ComposerActions, ComposerForm } from '../comments/CommentSections.styles';
import { commentLength } from '../comments/comment-length';
import { COMMENT_NOT_SAVED_MESSAGE, commentEditProblem } from './comment-edit';

interface CommentEditBoxProps {
  comment: PostComment;
  /** Called after the text was saved, and on Cancel or Escape. */
  onDone: () => void;
}

/**
 * The comment's text in place, editable, with Save and Cancel, suggesting members after '@' and
 * counting near the 5,000-character limit; Escape cancels, unless it only closes the suggestions.
 */
export function CommentEditBox({ comment, onDone }: CommentEditBoxProps) {
  const [editComment, { isLoading: saving }] = useEditCommentMutation();
  const [text, setText] = useState(comment.content);
  const [problem, setProblem] = useState<string | null>(null);
  const kind = comment.type === 'reply' ? 'reply' : 'comment';
  const length = commentLength(text, kind === 'reply' ? 'Reply' : 'Comment');

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = commentEditProblem(text);
    setProblem(found);
    if (found || length.over || saving) return;
    if (text.trim() === comment.content) {
      onDone();
      return;
    }
    try {
      await editComment({
        commentId: comment.id,
        postId: comment.postId,
        type: comment.type,
        parentId: comment.parentId,
        content: text,
      }).unwrap();
      onDone();
    } catch {
      // The text stays in the box so nothing typed is lost.
      setProblem(COMMENT_NOT_SAVED_MESSAGE);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented || saving) return;
    event.preventDefault();
    onDone();
  }

  const rows = kind === 'reply' ? TEXT_BOX_ROWS.reply : TEXT_BOX_ROWS.comment;
  return (
    <ComposerForm
      aria-label={`Edit ${kind}`}
      onSubmit={(event) => void save(event)}
      onKeyDown={onKeyDown}
    >
      <MentionBox
        label={`Edit your ${kind}`}
        hideLabel
        value={text}
        onChange={setText}
        hint={length.hint}
        error={problem ?? length.error}
        minRows={rows.minRows}
        maxRows={rows.maxRows}
        readOnly={saving}
        // The box opens because the author chose Edit, so the caret goes there.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <ComposerActions>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={saving} disabled={length.over}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </ComposerActions>
    </ComposerForm>
  );
}
