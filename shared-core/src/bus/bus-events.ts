import { createAction } from '@reduxjs/toolkit';

/** A toast for the shell's toaster; each remote writes its own texts. */
export interface ToastRequest {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
  /** How long the toast stays; the toaster's default applies when absent. */
  durationMs?: number;
  /**
   * What the toast is about, e.g. 'reaction': a new toast replaces the one of its kind on screen
   * instead of piling up. Absent: its title and description are its kind.
   */
  kind?: string;
}

/**
 * The bus: every event one part of the site may tell another. Remotes never import each other; they
 * dispatch these on the one shared store and react to them with listeners or RTK Query tags.
 * Events carry ids, not rows.
 */
export const bus = {
  toastRequested: createAction<ToastRequest>('toasts/toastRequested'),
  postCreated: createAction<{ postId: string }>('posts/postCreated'),
  postDeleted: createAction<{ postId: string }>('posts/postDeleted'),
  reactionChanged: createAction<{ postId: string }>('reactions/reactionChanged'),
  commentChanged: createAction<{ postId: string }>('comments/commentChanged'),
  followChanged: createAction<{ followerId: string; followingId: string; following: boolean }>(
    'follows/followChanged',
  ),
  profileUpdated: createAction<{ userId: string; username: string }>('profiles/profileUpdated'),
  navigationRequested: createAction<{ to: string }>('navigation/navigationRequested'),
  /** A hashtag chip was clicked somewhere; the feed filters by it. */
  hashtagSelected: createAction<{ tag: string }>('feed/hashtagSelected'),
};

export type BusEvent = ReturnType<(typeof bus)[keyof typeof bus]>;
