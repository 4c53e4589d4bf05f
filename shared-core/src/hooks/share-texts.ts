import type { ToastText } from '../rules/toast-text';

export const COPY_FALLBACK_TOAST_MS = 10_000;

export const SHARE_SUCCESS_TOAST: ToastText = {
  title: 'Shared successfully!',
  description: 'The post has been shared.',
  variant: 'success',
};
export const LINK_COPIED_TOAST: ToastText = {
  title: 'Link copied!',
  description: 'The post link has been copied to your clipboard.',
  variant: 'success',
};

/** Shown for 10 seconds when neither sharing nor copying worked, so the link can be copied by hand. */
export function shareFallbackToast(url: string): ToastText {
  return {
    title: 'Share this post',
    description: `Copy this link: ${url}`,
    durationMs: COPY_FALLBACK_TOAST_MS,
  };
}

/** The link shared for a post: '{origin}/post/{id}'. */
export function postShareUrl(origin: string, postId: string): string {
  return `${origin.replace(/\/+$/, '')}/post/${encodeURIComponent(postId)}`;
}
