import { useRef, useState } from 'react';
import { bus, useAppDispatch } from '@likegripe/shared-core';
import { useEditPostMutation } from '../../api/edit-post.api';
import type { PostDetail } from '../../api/post-detail.api';
import { toCreatePostRefusal } from './create-post-failure';
import { draftProblems, type CreatePostDraft, type CreatePostErrors } from './create-post-draft';
import { draftFromPost, postEditFromDraft } from './edit-post-draft';
import { editPostFailureMessage } from './edit-post-failure';

const POST_UPDATED_TOAST = { title: 'Post updated', variant: 'success' } as const;

/** The Edit post dialog's state: the draft, the create form's checks, the save and what follows. */
export function useEditPostForm(post: PostDetail, onSaved: () => void) {
  const dispatch = useAppDispatch();
  const [editPost, { isLoading: saving }] = useEditPostMutation();
  const [draft, setDraft] = useState<CreatePostDraft>(() => draftFromPost(post));
  const [errors, setErrors] = useState<CreatePostErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const busy = useRef(false);

  const update = <K extends keyof CreatePostDraft>(key: K, value: CreatePostDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const setHashtagError = (message: string | null) =>
    setErrors((current) => ({ ...current, hashtags: message ?? undefined }));

  async function save() {
    if (busy.current) return;
    const found = draftProblems(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusedSubmits((count) => count + 1);
      return;
    }
    busy.current = true;
    setFailure(null);
    try {
      await editPost(postEditFromDraft(post.id, draft)).unwrap();
      dispatch(bus.toastRequested(POST_UPDATED_TOAST));
      onSaved();
    } catch (error) {
      // What the member typed stays in the dialog; the sentence says what to change.
      setFailure(editPostFailureMessage(toCreatePostRefusal(error)));
    } finally {
      busy.current = false;
    }
  }

  return { draft, update, errors, setHashtagError, failure, refusedSubmits, saving, save };
}
