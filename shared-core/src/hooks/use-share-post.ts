import { useCallback } from 'react';
import { bus } from '../bus/bus-events';
import { useAppDispatch } from '../store/hooks';
import { sharePost } from './share-post';
import {
  LINK_COPIED_TOAST,
  SHARE_SUCCESS_TOAST,
  postShareUrl,
  shareFallbackToast,
} from './share-texts';

/**
 * Shares a post with the platform share sheet, falling back to the clipboard, then to a 10-second
 * toast with the link; the feed card and the post detail both use it.
 */
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
