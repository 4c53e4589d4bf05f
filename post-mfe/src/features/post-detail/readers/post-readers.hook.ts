import { useEffect, useMemo, useState } from 'react';
import { selectSessionUser, useAppSelector, usePageSettled } from '@likegripe/shared-core';
import { fetchPostReaders, listenToPostReaders } from '../../../api/post-readers.api';
import {
  nextExpiry,
  otherReaders,
  readerLeft,
  readersListed,
  readerSeen,
  withoutExpired,
  type PostReader,
  type ReadersState,
} from '../../../lib/post-readers';
import { useReadingHeartbeat } from './reading-heartbeat.hook';

const NOBODY: ReadersState = new Map();

/**
 * The other readers of a post while the page is open, as the database lists them: the list when
 * the readers topic is joined, then each reader who comes, stays or goes as it says so, each
 * dropping out when its time is up unless heard from again. Starts once the page has settled; a
 * member is listed too (to the others) while the page is open.
 */
export function usePostReaders(postId: string): PostReader[] {
  const viewerId = useAppSelector(selectSessionUser)?.id ?? null;
  const settled = usePageSettled();
  const [readers, setReaders] = useState<ReadersState>(NOBODY);
  useReadingHeartbeat(postId, viewerId, settled);

  useEffect(() => {
    if (!settled) return undefined;
    let open = true;
    // For each list on its way, the readers heard from since it was asked for.
    const listsAsked = new Set<Set<string>>();
    const heardFrom = (id: string) => {
      for (const heard of listsAsked) heard.add(id);
    };
    const leave = listenToPostReaders(postId, {
      onReader(entry) {
        heardFrom(entry.reader.id);
        setReaders((state) => readerSeen(state, entry, Date.now()));
      },
      onLeft(id) {
        heardFrom(id);
        setReaders((state) => readerLeft(state, id));
      },
      onJoined() {
        const heard = new Set<string>();
        listsAsked.add(heard);
        fetchPostReaders(postId)
          .then((entries) => {
            if (open) setReaders((state) => readersListed(state, entries, heard, Date.now()));
          })
          // The next join asks again; until then the broadcasts keep the readers shown.
          .catch(() => undefined)
          .finally(() => listsAsked.delete(heard));
      },
    });
    return () => {
      open = false;
      leave();
      setReaders(NOBODY);
    };
  }, [postId, settled]);

  useEffect(() => {
    const first = nextExpiry(readers);
    if (first === null) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const dropExpired = () => {
      const now = Date.now();
      // A timer may fire a little early by this clock: wait out the rest.
      if (now < first) timer = setTimeout(dropExpired, first - now);
      else setReaders((state) => withoutExpired(state, now));
    };
    timer = setTimeout(dropExpired, Math.max(0, first - Date.now()));
    return () => clearTimeout(timer);
  }, [readers]);

  return useMemo(() => otherReaders(readers, viewerId), [readers, viewerId]);
}
