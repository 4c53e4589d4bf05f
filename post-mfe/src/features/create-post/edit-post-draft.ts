import type { PostDetail } from '../../api/post-detail.api';
import type { PostEdit } from '../../api/edit-post.api';
import type { CreatePostDraft } from './create-post-draft';
import { mergeHashtags } from './post-hashtags';
import { linkToSave } from './post-limits';

/** The post as the create form's draft, so the edit dialog can reuse its fields and checks. */
export function draftFromPost(post: PostDetail): CreatePostDraft {
  return {
    title: post.title,
    category: post.category,
    description: post.description ?? '',
    hashtags: [...post.hashtags],
    link: post.linkUrl ?? '',
  };
}

/** What is saved: trimmed as on create, hashtags written in the text merged in. */
export function postEditFromDraft(postId: string, draft: CreatePostDraft): PostEdit {
  return {
    postId,
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    linkUrl: linkToSave(draft.link) || null,
    hashtags: mergeHashtags(draft.hashtags, draft.title, draft.description),
  };
}
