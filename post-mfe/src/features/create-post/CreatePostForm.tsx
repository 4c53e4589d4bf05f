import { Button, Input, Link2, Select } from '@likegripe/shared-ui';
import { CATEGORIES } from '@likegripe/shared-core';
import { useCreatePostForm } from './create-post-form.hook';
import { CreatePostForm as Form, InlineError, SubmitRow } from './CreatePost.styles';
import { HashtagInput } from './HashtagInput';
import { MediaPicker } from './MediaPicker';
import { MentionTextarea } from './MentionTextarea';

const CATEGORY_OPTIONS = CATEGORIES.map(({ value, label }) => ({ value, label }));

/** Spec §2 Create post screen: the fields, their checks and 'Create Review Post'. */
export function CreatePostForm() {
  const { draft, update, errors, media, submitting, submit } = useCreatePostForm();
  return (
    <Form
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
        maxLength={200}
        value={draft.title}
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
        disabled={submitting}
        onChange={(value) => update('description', value)}
      />
      <HashtagInput
        hashtags={draft.hashtags}
        disabled={submitting}
        onChange={(tags) => update('hashtags', tags)}
      />
      {errors.hashtags && <InlineError role="alert">{errors.hashtags}</InlineError>}
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
