import { useEffect, useRef, useState } from 'react';
import {
  selectOwnProfile,
  selectSessionUser,
  useAppSelector,
  usePageSettled,
} from '@likegripe/shared-core';
import { watchPostReaders, type PostReadersWatch } from '../../../api/post-readers.api';
import type { PostReader } from '../../../lib/post-readers';

/**
 * The other readers of a post while the page is open. The channel is joined once the page has
 * settled and left on unmount (or when the post or the signed-in member changes); a member is
 * listed once their profile is known, with its username and avatar.
 */
export function usePostReaders(postId: string): PostReader[] {
  const viewerId = useAppSelector(selectSessionUser)?.id ?? null;
  const profile = useAppSelector(selectOwnProfile);
  const [readers, setReaders] = useState<PostReader[]>([]);
  const watch = useRef<PostReadersWatch | null>(null);
  const settled = usePageSettled();

  useEffect(() => {
    if (!settled) return undefined;
    const joined = watchPostReaders(postId, viewerId, setReaders);
    watch.current = joined;
    return () => {
      joined.leave();
      watch.current = null;
      setReaders([]);
    };
  }, [postId, viewerId, settled]);

  const username = profile?.id === viewerId ? profile?.username : undefined;
  const avatar = profile?.id === viewerId ? (profile?.avatar_url ?? null) : null;
  useEffect(() => {
    if (username) watch.current?.track({ username, avatar });
  }, [postId, viewerId, settled, username, avatar]);

  return readers;
}
