import { useEffect, useRef } from 'react';
import { Button, Input, Link2, Select } from '@likegripe/shared-ui';
import { CATEGORIES } from '@likegripe/shared-core';
import { useCreatePostForm } from './create-post-form.hook';
import { CreatePostForm as Form, HintRow, LengthCounter, SubmitRow } from './CreatePost.styles';
import { HashtagInput } from './HashtagInput';
import { MediaPicker } from './MediaPicker';
import { MentionTextarea } from './MentionTextarea';
import { TITLE_COUNTER_FROM, TITLE_MAX_LENGTH, lengthCounter, textLength } from './post-limits';

const CATEGORY_OPTIONS = CATEGORIES.map(({ value, label }) => ({ value, label }));

/** The title's counter, shown only once the limit is near. */
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

/** The Create post screen's form: the fields, their checks and 'Create Review Post'. */
export function CreatePostForm() {
  const { draft, update, errors, setHashtagError, refusedSubmits, media, submitting, submit } =
    useCreatePostForm();
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, the keyboard lands on the first field that says what to change.
  useEffect(() => {
    if (refusedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSubmits]);

  return (
    <Form
      ref={formRef}
      noValidate
      aria-label="Create review post"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input
        label="Title"
        placeholder="What would you like reviewed?"
        required
        value={draft.title}
        hint={titleHint(draft.title)}
        error={errors.title}
        disabled={submitting}
        onChange={(event) => update('title', event.target.value)}
      />
      <Select
        label="Category"
        placeholder="Select a category"
        options={CATEGORY_OPTIONS}
        value={draft.category}
        disabled={submitting}
        onChange={(event) => update('category', event.target.value)}
      />
      <MentionTextarea
        value={draft.description}
        error={errors.description}
        disabled={submitting}
        onChange={(value) => update('description', value)}
      />
      <HashtagInput
        hashtags={draft.hashtags}
        error={errors.hashtags}
        onError={setHashtagError}
        disabled={submitting}
        onChange={(tags) => update('hashtags', tags)}
      />
      <MediaPicker media={media} busy={submitting} />
      <Input
        type="url"
        label="Link (optional)"
        placeholder="https://example.com"
        leadingIcon={<Link2 aria-hidden="true" />}
        value={draft.link}
        error={errors.link}
        disabled={submitting}
        onChange={(event) => update('link', event.target.value)}
      />
      <SubmitRow>
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? 'Creating Post...' : 'Create Review Post'}
        </Button>
      </SubmitRow>
    </Form>
  );
}
