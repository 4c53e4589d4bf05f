import { useCallback } from 'react';
import {
  LINK_COPIED_TOAST,
  SHARE_SUCCESS_TOAST,
  bus,
  postShareUrl,
  shareFallbackToast,
  sharePost,
  useAppDispatch,
} from '@likegripe/shared-core';

/** Shares a post with the platform share sheet, falling back to the clipboard, then to a toast. */
export function useSharePost() {
  const dispatch = useAppDispatch();
  return useCallback(
    async ({ id, title }: { id: string; title: string }) => {
      const url = postShareUrl(window.location.origin, id);
      const outcome = await sharePost(
        { title, text: `Check out this review: ${title}`, url },
        {
          share: navigator.share ? (data) => navigator.share(data) : undefined,
          copy: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
        },
      );
      if (outcome === 'shared') dispatch(bus.toastRequested(SHARE_SUCCESS_TOAST));
      else if (outcome === 'copied') dispatch(bus.toastRequested(LINK_COPIED_TOAST));
      else if (outcome === 'fallback') dispatch(bus.toastRequested(shareFallbackToast(url)));
    },
    [dispatch],
  );
}
