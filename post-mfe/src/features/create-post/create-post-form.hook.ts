import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MAX_POST_HASHTAGS,
  POST_AUTH_REQUIRED_TOAST,
  bus,
  createPostErrorToast,
  hashtagLimitMessage,
  isCategory,
  isSafeHttpUrl,
  mergeHashtags,
  selectSessionUser,
  toApiError,
  useAppDispatch,
  useAppSelector,
} from '@likegripe/shared-core';
import { useCreatePostMutation } from '../../api/create-post.api';
import { removePostMedia, uploadPostMedia } from '../../api/create-post-media.api';
import { useMediaFiles } from './media-files.hook';

export const TITLE_REQUIRED_MESSAGE = 'Please enter a title.';
export const LINK_INVALID_MESSAGE = 'Please enter a link that starts with http:// or https://.';

export interface CreatePostDraft {
  title: string;
  category: string;
  description: string;
  hashtags: string[];
  link: string;
}

const emptyDraft: CreatePostDraft = {
  title: '',
  category: '',
  description: '',
  hashtags: [],
  link: '',
};

/** The create-post form: what the member typed, validation, uploads, the insert and what follows. */
export function useCreatePostForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const media = useMediaFiles();
  const [createPost] = useCreatePostMutation();
  const [draft, setDraft] = useState<CreatePostDraft>(emptyDraft);
  const [errors, setErrors] = useState<{ title?: string; link?: string; hashtags?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const update = <K extends keyof CreatePostDraft>(key: K, value: CreatePostDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function validate() {
    const found: typeof errors = {};
    if (!draft.title.trim()) found.title = TITLE_REQUIRED_MESSAGE;
    if (draft.link.trim() && !isSafeHttpUrl(draft.link)) found.link = LINK_INVALID_MESSAGE;
    if (mergeHashtags(draft.hashtags, draft.title, draft.description).length > MAX_POST_HASHTAGS) {
      found.hashtags = hashtagLimitMessage(MAX_POST_HASHTAGS);
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function uploadAll(userId: string): Promise<string[]> {
    const results = await Promise.allSettled(
      media.files.map((chosen) =>
        uploadPostMedia(chosen.file, userId, (ratio) => media.setProgress(chosen.id, ratio)),
      ),
    );
    const uploaded = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await removePostMedia(uploaded).catch(() => undefined);
      throw failure.reason;
    }
    return uploaded;
  }

  async function submit() {
    if (!validate()) return;
    if (!user) {
      dispatch(bus.toastRequested(POST_AUTH_REQUIRED_TOAST));
      return;
    }
    setSubmitting(true);
    let mediaUrls: string[] = [];
    try {
      mediaUrls = await uploadAll(user.id);
      const { id } = await createPost({
        userId: user.id,
        title: draft.title.trim(),
        description: draft.description.trim() || null,
        category: isCategory(draft.category) ? draft.category : 'other',
        mediaUrls,
        linkUrl: draft.link.trim() || null,
        hashtags: mergeHashtags(draft.hashtags, draft.title, draft.description),
      }).unwrap();
      dispatch(bus.postCreated({ postId: id }));
      navigate('/');
    } catch (error) {
      // Everything typed stays; uploads of this attempt are removed and will be sent again.
      await removePostMedia(mediaUrls).catch(() => undefined);
      media.resetProgress();
      dispatch(bus.toastRequested(createPostErrorToast(toApiError(error).message)));
      setSubmitting(false);
    }
  }

  return { draft, update, errors, media, submitting, submit };
}
