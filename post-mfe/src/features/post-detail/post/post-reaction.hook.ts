import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bus, selectSessionUser, useAppDispatch, useAppSelector } from '@likegripe/shared-core';
import { afterNextPaint } from '@likegripe/shared-ui';
import {
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
  REACT_SIGN_IN_REQUIRED_TOAST,
} from '../post-detail.toasts';
import type { PostDetail } from '../../../api/post-detail.api';
import { useSetReactionMutation, type ReactionType } from '../../../api/reactions.api';
import {
  REACTION_TYPES,
  isSettled,
  ownReaction,
  withWantedReactions,
  type PostRead,
  type WantedReaction,
  type WantedReactions,
} from './wanted-reactions';

const NONE_WANTED: WantedReactions = {};

function without(wanted: WantedReactions, type: ReactionType): WantedReactions {
  return Object.fromEntries(Object.entries(wanted).filter(([key]) => key !== type));
}

/**
 * The post's Like and Gripe: a tap turns the reader's reaction on (insert) or off (delete) and shows
 * it at once; a refused change is taken back with the error toast. What the reader asked for is
 * kept beside the read post, per reaction type, until a read shows it: so a Gripe tapped while the
 * Like is saved counts too, and a re-read that began before a tap cannot take the tap back. Only a
 * second tap on a reaction still being saved is ignored (its own state is not known yet).
 */
export function usePostReactions(post: PostDetail | null | undefined, read: PostRead) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [setReaction] = useSetReactionMutation();
  // Per post: the page stays mounted from one post to the next, and a save may end after the move.
  const [wantedByPost, setWantedByPost] = useState<Record<string, WantedReactions>>({});
  const saving = useRef(new Set<string>());
  const postId = post?.id;
  const wanted = useMemo(
    () => (postId ? (wantedByPost[postId] ?? NONE_WANTED) : NONE_WANTED),
    [postId, wantedByPost],
  );
  const setWanted = useCallback(
    (id: string, change: (current: WantedReactions) => WantedReactions) =>
      setWantedByPost((all) => ({ ...all, [id]: change(all[id] ?? NONE_WANTED) })),
    [],
  );

  const { fetching, startedAt } = read;
  const shown = useMemo(() => post && withWantedReactions(post, wanted), [post, wanted]);

  useEffect(() => {
    if (!post) return;
    const settled = REACTION_TYPES.filter((type) => {
      const want = wanted[type];
      return want && isSettled(want, post, type, { fetching, startedAt });
    });
    if (settled.length === 0) return;
    setWanted(post.id, (current) =>
      settled.reduce(
        (next, type) => (next[type] === wanted[type] ? without(next, type) : next),
        current,
      ),
    );
  }, [post, wanted, fetching, startedAt, setWanted]);

  async function toggle(type: ReactionType) {
    if (!user) {
      dispatch(bus.toastRequested(REACT_SIGN_IN_REQUIRED_TOAST));
      return;
    }
    if (!shown) return;
    const id = shown.id;
    const savingKey = `${id}:${type}`;
    if (saving.current.has(savingKey)) return;
    const on = !ownReaction(shown, type);
    const asked: WantedReaction = { on, savedAt: null };
    saving.current.add(savingKey);
    setWanted(id, (current) => ({ ...current, [type]: asked }));
    try {
      // The change is painted first: starting the request (the store's update and fetch's own
      // work) took as long again on a slow phone.
      await afterNextPaint();
      await setReaction({ postId: id, userId: user.id, type, on }).unwrap();
      const saved: WantedReaction = { on, savedAt: Date.now() };
      setWanted(id, (current) =>
        current[type] === asked ? { ...current, [type]: saved } : current,
      );
      dispatch(bus.toastRequested(on ? REACTION_ADDED_TOAST : REACTION_REMOVED_TOAST));
      dispatch(bus.reactionChanged({ postId: id }));
    } catch {
      setWanted(id, (current) => (current[type] === asked ? without(current, type) : current));
      dispatch(bus.toastRequested(REACTION_FAILURE_TOAST));
    } finally {
      saving.current.delete(savingKey);
    }
  }

  return { post: shown, toggle };
}
