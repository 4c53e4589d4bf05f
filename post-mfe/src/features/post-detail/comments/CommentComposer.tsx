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
  const { submit, submitting, signedIn } = useCommentSubmit();
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
    if (length.over) return;
    if (await submit({ postId, type: section.type, content: text })) setText('');
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
        readOnly={submitting}
      />
      <ComposerActions>
        <Button type="submit" size="sm" disabled={!text.trim() || length.over} loading={submitting}>
          {section.submitLabel}
        </Button>
      </ComposerActions>
    </ComposerForm>
  );
}
