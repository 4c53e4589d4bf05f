import type { PostDetail } from '../../../api/post-detail.api';
import type { ReactionType } from '../../../api/reactions.api';

/** A reaction the reader asked for, which the post as last read may not show yet. */
export interface WantedReaction {
  on: boolean;
  /** When its write succeeded (`Date.now()`); null while it is being saved. */
  savedAt: number | null;
}

/** At most one wanted state per reaction type: Like and Gripe are saved independently. */
export type WantedReactions = Partial<Record<ReactionType, WantedReaction>>;

/** How the post on screen was read: whether a read is under way, and when the latest one began. */
export interface PostRead {
  fetching: boolean;
  startedAt: number | undefined;
}

export const REACTION_TYPES: readonly ReactionType[] = ['like', 'gripe'];

const OWN = { like: 'viewerHasLiked', gripe: 'viewerHasGriped' } as const;
const COUNT = { like: 'likeCount', gripe: 'gripeCount' } as const;

/** Whether the reader's own like or gripe is on. */
export const ownReaction = (post: PostDetail, type: ReactionType) => post[OWN[type]];

/**
 * The post as the reader should see it: each wanted reaction the read post does not show yet is
 * shown on, or off, with its count moved by one. The count is the read one, so changes by others
 * still come through.
 */
export function withWantedReactions(post: PostDetail, wanted: WantedReactions): PostDetail {
  let shown = post;
  for (const type of REACTION_TYPES) {
    const want = wanted[type];
    if (!want || post[OWN[type]] === want.on) continue;
    const count = Math.max(0, post[COUNT[type]] + (want.on ? 1 : -1));
    shown = { ...shown, [OWN[type]]: want.on, [COUNT[type]]: count };
  }
  return shown;
}

/**
 * A saved reaction is no longer needed once the read post shows it, or once a read that began after
 * the save has landed (the post may have changed elsewhere since). A read that began before the save
 * (or before the tap) can still land with the old state, so until then the wanted state stays.
 */
export function isSettled(
  want: WantedReaction,
  post: PostDetail,
  type: ReactionType,
  read: PostRead,
) {
  if (want.savedAt === null) return false;
  if (post[OWN[type]] === want.on) return true;
  return !read.fetching && read.startedAt !== undefined && read.startedAt > want.savedAt;
}
