import { useEffect, useRef } from 'react';
import { Button, Dialog, Input, Link2 } from '@likegripe/shared-ui';
import type { PostEditorProps } from '../../lib/post-editor.context';
import { CreatePostForm as Form, HintRow, InlineError, LengthCounter } from './CreatePost.styles';
import { HashtagInput } from './HashtagInput';
import { MentionTextarea } from './MentionTextarea';
import { useEditPostForm } from './edit-post-form.hook';
import { TITLE_COUNTER_FROM, TITLE_MAX_LENGTH, lengthCounter, textLength } from './post-limits';

function titleHint(title: string) {
  const length = textLength(title.trim());
  if (length < TITLE_COUNTER_FROM) return undefined;
  return (
    <HintRow>
      <LengthCounter data-over={length > TITLE_MAX_LENGTH}>
        {lengthCounter(title.trim(), TITLE_MAX_LENGTH)}
      </LengthCounter>
    </HintRow>
  );
}

/** The fields of an open Edit post dialog; a new one starts from the post as it is now. */
function EditPostFields({ post, onClose }: Omit<PostEditorProps, 'open'>) {
  const form = useEditPostForm(post, onClose);
  const { draft, update, errors, saving } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const formId = `edit-post-${post.id}`;

  useEffect(() => {
    if (form.refusedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusedSubmits]);

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit post"
      description="Change the title, description, hashtags or link. Likes, gripes, comments and media stay as they are."
      size="lg"
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        ref={formRef}
        noValidate
        aria-label="Edit post"
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <Input
          label="Title"
          required
          value={draft.title}
          hint={titleHint(draft.title)}
          error={errors.title}
          disabled={saving}
          onChange={(event) => update('title', event.target.value)}
        />
        <MentionTextarea
          value={draft.description}
          error={errors.description}
          disabled={saving}
          onChange={(value) => update('description', value)}
        />
        <HashtagInput
          hashtags={draft.hashtags}
          error={errors.hashtags}
          onError={form.setHashtagError}
          disabled={saving}
          onChange={(tags) => update('hashtags', tags)}
        />
        <Input
          type="url"
          label="Link (optional)"
          placeholder="https://example.com"
          leadingIcon={<Link2 aria-hidden="true" />}
          value={draft.link}
          error={errors.link}
          disabled={saving}
          onChange={(event) => update('link', event.target.value)}
        />
        {form.failure && <InlineError role="alert">{form.failure}</InlineError>}
      </Form>
    </Dialog>
  );
}

/** Edit post: the create form's title, description, hashtag and link fields and checks. */
export function EditPostDialog({ post, open, onClose }: PostEditorProps) {
  return open ? <EditPostFields post={post} onClose={onClose} /> : null;
}
