import { hashtagLimitMessage } from '@likegripe/shared-core';
import { MAX_POST_HASHTAGS, mergeHashtags } from './post-hashtags';
import {
  descriptionProblem,
  linkProblem,
  titleProblem,
  writtenHashtagProblem,
} from './post-limits';

export interface CreatePostDraft {
  title: string;
  category: string;
  description: string;
  hashtags: string[];
  link: string;
}

export type CreatePostErrors = Partial<
  Record<'title' | 'description' | 'hashtags' | 'link', string>
>;

/** Every limit of the database checked on the draft; an empty object when it can be sent. */
export function draftProblems(draft: CreatePostDraft): CreatePostErrors {
  const found: CreatePostErrors = {};
  const title = titleProblem(draft.title);
  if (title) found.title = title;
  const description = descriptionProblem(draft.description);
  if (description) found.description = description;
  const hashtags = mergeHashtags(draft.hashtags, draft.title, draft.description);
  const hashtagProblem =
    hashtags.length > MAX_POST_HASHTAGS
      ? hashtagLimitMessage(MAX_POST_HASHTAGS)
      : writtenHashtagProblem(hashtags, draft.hashtags);
  if (hashtagProblem) found.hashtags = hashtagProblem;
  const link = linkProblem(draft.link);
  if (link) found.link = link;
  return found;
}

export const emptyDraft: CreatePostDraft = {
  title: '',
  category: '',
  description: '',
  hashtags: [],
  link: '',
};
