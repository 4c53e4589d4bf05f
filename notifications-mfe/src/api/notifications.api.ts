import { nanoid } from '@reduxjs/toolkit';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { MAX_NOTIFICATIONS, api, getSupabase, toApiError } from '@likegripe/shared-core';
import {
  allNotificationsRead,
  feedFromRows,
  notificationArrived,
  notificationChanged,
  notificationRead,
  notificationRemoved,
} from '../lib/notification-feed';
import type { AppNotification, NotificationFeed } from '../lib/notification.types';

type NotificationChange = RealtimePostgresChangesPayload<AppNotification>;

function applyChange(feed: NotificationFeed, change: NotificationChange) {
  if (change.eventType === 'INSERT') notificationArrived(feed, change.new);
  else if (change.eventType === 'UPDATE') notificationChanged(feed, change.new, change.old);
  else if (change.old.id) notificationRemoved(feed, change.old.id);
}

const notificationTag = (userId: string) => [{ type: 'Notification' as const, id: userId }];

/** Spec §7 notifications: the member's 20 newest, live, and marking them read. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationFeed, string>({
      async queryFn(userId) {
        const { data, error } = await getSupabase()
          .from('notifications')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .limit(MAX_NOTIFICATIONS);
        // Spec §8: a failed notification fetch is only logged.
        if (error) console.error('Could not load notifications', error);
        return error ? { error: toApiError(error) } : { data: feedFromRows(data) };
      },
      providesTags: (_result, _error, userId) => notificationTag(userId),
      // The live channel belongs to the signed-in member: close it as soon as the bell goes away.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        userId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
      ) {
        const supabase = getSupabase();
        const early: NotificationChange[] = [];
        let loaded = false;
        let joinedBefore = false;
        const channel = supabase
          .channel(`notifications:${userId}:${nanoid(8)}`)
          .on<AppNotification>(
            'postgres_changes',
            {
              event: '*',
              schema: 'public',
              table: 'notifications',
              filter: `user_id=eq.${userId}`,
            },
            (change) => {
              if (loaded) updateCachedData((feed) => applyChange(feed, change));
              else early.push(change);
            },
          )
          .subscribe((status) => {
            if (status !== 'SUBSCRIBED') return;
            // After a reconnect, changes made while offline were missed: read the list again.
            if (joinedBefore)
              dispatch(notificationsApi.util.invalidateTags(notificationTag(userId)));
            joinedBefore = true;
          });
        try {
          await cacheDataLoaded;
          loaded = true;
          updateCachedData((feed) => early.forEach((change) => applyChange(feed, change)));
        } catch {
          // The entry went away before its first load; nothing to apply.
        }
        await cacheEntryRemoved;
        await supabase.removeChannel(channel);
      },
    }),
    markNotificationRead: build.mutation<null, { id: string; userId: string }>({
      async queryFn({ id }) {
        const { error } = await getSupabase()
          .from('notifications')
          .update({ read: true })
          .eq('id', id);
        return error ? { error: toApiError(error) } : { data: null };
      },
      async onQueryStarted({ id, userId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (feed) =>
            notificationRead(feed, id),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    markAllNotificationsRead: build.mutation<null, string>({
      async queryFn(userId) {
        const { error } = await getSupabase()
          .from('notifications')
          .update({ read: true })
          .eq('user_id', userId)
          .eq('read', false);
        return error ? { error: toApiError(error) } : { data: null };
      },
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, allNotificationsRead),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** Spec §7 comments: the post a comment belongs to, to open a comment's notification. */
    getCommentPostId: build.query<string, string>({
      async queryFn(commentId) {
        const { data, error } = await getSupabase()
          .from('comments')
          .select('post_id')
          .eq('id', commentId)
          .single();
        if (error) console.error('Could not find the post of a comment', error);
        return error ? { error: toApiError(error) } : { data: data.post_id };
      },
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useLazyGetCommentPostIdQuery,
} = notificationsApi;
