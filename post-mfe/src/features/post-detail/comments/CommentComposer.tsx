import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@likegripe/shared-ui';
import { TEXT_BOX_ROWS } from '../../../lib/text-box-rows';
import { MentionBox } from '../../../components/mention-box/MentionBox';
import { commentLength } from './comment-length';
import { useCommentSubmit } from './comment-submit.hook';
import type { SectionConfig } from './section-config';
import { ComposerActions, ComposerForm, SignInNote } from './CommentSections.styles';

interface CommentComposerProps {
  postId: string;
  section: SectionConfig;
}

/** The input of one section, suggesting members after '@'; visitors see a sign-in note instead. */
export function CommentComposer({ postId, section }: CommentComposerProps) {
  const { submit, signedIn } = useCommentSubmit();
  const [text, setText] = useState('');
  const { pathname } = useLocation();

  if (!signedIn) {
    return (
      <SignInNote>
        Please sign in to post comments.{' '}
        <Link to={`/auth?next=${encodeURIComponent(pathname)}`}>Sign In</Link>
      </SignInNote>
    );
  }

  const length = commentLength(text, section.type === 'question' ? 'Question' : 'Comment');

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (length.over || !text.trim()) return;
    // The comment shows in its list at once; if it is refused, its text comes back here.
    const sent = text;
    setText('');
    if (!(await submit({ postId, type: section.type, content: sent }))) {
      setText((typed) => (typed === '' ? sent : typed));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
  }

  return (
    <ComposerForm onSubmit={(event) => void send(event)}>
      <MentionBox
        label={section.placeholder}
        hideLabel
        placeholder={section.placeholder}
        value={text}
        onChange={setText}
        onKeyDown={onKeyDown}
        minRows={TEXT_BOX_ROWS.comment.minRows}
        maxRows={TEXT_BOX_ROWS.comment.maxRows}
        hint={length.hint}
        error={length.error}
      />
      <ComposerActions>
        <Button type="submit" size="sm" disabled={!text.trim() || length.over}>
          {section.submitLabel}
        </Button>
      </ComposerActions>
    </ComposerForm>
  );
}
