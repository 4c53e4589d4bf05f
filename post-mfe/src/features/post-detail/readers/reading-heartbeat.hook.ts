import { useEffect } from 'react';
import { markReading, prepareUnmarkOnUnload, unmarkReading } from '../../../api/post-reading.api';
import { READER_HEARTBEAT_MS } from '../../../lib/post-readers';

/**
 * Lists the member as reading the post while `active`: a mark at once, then a heartbeat while the
 * page is visible (a hidden page stops, and the member drops out after the database's TTL; it marks
 * again when shown), and the mark removed when the page leaves the post, or, best effort, when the
 * browser leaves the page (pagehide). A visitor (viewerId null) is never listed.
 */
export function useReadingHeartbeat(postId: string, viewerId: string | null, active: boolean) {
  useEffect(() => {
    if (!active || viewerId === null) return undefined;
    // One write at a time, in order: a removal never overtakes the mark sent before it.
    let writes: Promise<unknown> = Promise.resolve();
    const write = (request: () => Promise<unknown>) => {
      writes = writes.then(request).catch(() => undefined);
    };
    let unmarkOnUnload: (() => void) | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;

    const beat = () =>
      write(async () => {
        await markReading(postId);
        unmarkOnUnload = await prepareUnmarkOnUnload(postId, viewerId);
      });
    const start = () => {
      if (timer !== undefined) return;
      beat();
      timer = setInterval(beat, READER_HEARTBEAT_MS);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const followVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    const pageHidden = () => {
      stop();
      unmarkOnUnload?.();
    };
    // Back from the back-forward cache: the page is shown again without a new mount.
    const pageShown = (event: PageTransitionEvent) => {
      if (event.persisted) followVisibility();
    };

    followVisibility();
    document.addEventListener('visibilitychange', followVisibility);
    window.addEventListener('pagehide', pageHidden);
    window.addEventListener('pageshow', pageShown);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', followVisibility);
      window.removeEventListener('pagehide', pageHidden);
      window.removeEventListener('pageshow', pageShown);
      write(() => unmarkReading(postId, viewerId));
    };
  }, [postId, viewerId, active]);
}
