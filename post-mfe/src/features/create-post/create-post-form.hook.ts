import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  bus,
  isCategory,
  selectSessionUser,
  useAppDispatch,
  useAppSelector,
} from '@likegripe/shared-core';
import { POST_AUTH_REQUIRED_TOAST, createPostErrorToast } from './create-post.toasts';
import { mergeHashtags } from './post-hashtags';
import { useCreatePostMutation } from '../../api/create-post.api';
import { removePostMedia } from '../../api/create-post-media.api';
import { uploadChosenFile, uploadedFiles } from './upload-chosen-file';
import { createPostFailureMessage, toCreatePostRefusal } from './create-post-failure';
import { useMediaFiles, type ChosenFile } from './media-files.hook';
import {
  draftProblems,
  emptyDraft,
  type CreatePostDraft,
  type CreatePostErrors,
} from './create-post-draft';
import { linkToSave } from './post-limits';

/** The create-post form: what the member typed, validation, uploads, the insert and what follows. */
export function useCreatePostForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const media = useMediaFiles();
  const [createPost] = useCreatePostMutation();
  const [draft, setDraft] = useState<CreatePostDraft>(emptyDraft);
  const [errors, setErrors] = useState<CreatePostErrors>({});
  // Counts refused submits, so the form can move focus to the first field with a message.
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // Set at once on a submit, before the state above re-renders, so a double click sends once.
  const busy = useRef(false);

  const update = <K extends keyof CreatePostDraft>(key: K, value: CreatePostDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  /** The hashtag field has one message: the latest of its own entry checks and the submit's. */
  const setHashtagError = (message: string | null) =>
    setErrors((current) => ({ ...current, hashtags: message ?? undefined }));

  function validate() {
    const found = draftProblems(draft);
    setErrors(found);
    const valid = Object.keys(found).length === 0;
    if (!valid) setRefusedSubmits((count) => count + 1);
    return valid;
  }

  async function uploadAll(chosen: ChosenFile[], userId: string): Promise<string[]> {
    const results = await Promise.allSettled(
      chosen.map((one) =>
        uploadChosenFile(one, userId, (ratio) => media.setProgress(one.id, ratio)),
      ),
    );
    const uploaded = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await removePostMedia(uploaded.flatMap(uploadedFiles)).catch(() => undefined);
      throw failure.reason;
    }
    return uploaded;
  }

  async function submit() {
    if (busy.current) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  }

  async function send() {
    // A pick still being checked is part of what gets sent.
    const chosen = await media.settled();
    if (!validate()) return;
    if (!user) {
      dispatch(bus.toastRequested(POST_AUTH_REQUIRED_TOAST));
      return;
    }
    setSubmitting(true);
    let mediaUrls: string[] = [];
    try {
      mediaUrls = await uploadAll(chosen, user.id);
      const { id } = await createPost({
        userId: user.id,
        title: draft.title.trim(),
        description: draft.description.trim() || null,
        category: isCategory(draft.category) ? draft.category : 'other',
        mediaUrls,
        linkUrl: linkToSave(draft.link) || null,
        hashtags: mergeHashtags(draft.hashtags, draft.title, draft.description),
      }).unwrap();
      dispatch(bus.postCreated({ postId: id }));
      void navigate('/');
    } catch (error) {
      // Everything typed stays; uploads of this attempt are removed and will be sent again.
      await removePostMedia(mediaUrls).catch(() => undefined);
      media.resetProgress();
      const message = createPostFailureMessage(toCreatePostRefusal(error));
      dispatch(bus.toastRequested(createPostErrorToast(message)));
      setSubmitting(false);
    }
  }

  return { draft, update, errors, setHashtagError, refusedSubmits, media, submitting, submit };
}
