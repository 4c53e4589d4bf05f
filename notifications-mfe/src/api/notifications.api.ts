import { nanoid } from '@reduxjs/toolkit';
import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { MAX_NOTIFICATIONS } from '../lib/unread-badge';
import {
  allNotificationsRead,
  feedFromRows,
  notificationRead,
  unreadCountRefreshed,
} from '../lib/notification-feed';
import { applyLiveChange, type NotificationChange } from '../lib/live-change';
import { coalescedTask } from '../lib/coalesced-task';
import type { AppNotification, NotificationFeed } from '../lib/notification.types';

/** The member's exact number of unread notifications, counted by the server without the rows. */
function countUnread(userId: string) {
  return getSupabase()
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('read', false);
}

const notificationTag = (userId: string) => [{ type: 'Notification' as const, id: userId }];

/** Notifications: the member's 20 newest and unread total, live, and marking them read. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationFeed, string>({
      async queryFn(userId) {
        const [list, unread] = await Promise.all([
          getSupabase()
            .from('notifications')
            .select('*')
            .eq('user_id', userId)
            .order('created_at', { ascending: false })
            .limit(MAX_NOTIFICATIONS),
          countUnread(userId),
        ]);
        const error = list.error ?? unread.error;
        // A failed notification fetch is only logged, as the product asks.
        if (error) console.error('Could not load notifications', error);
        if (error) return { error: toApiError(error) };
        return { data: feedFromRows(list.data ?? [], unread.count ?? 0) };
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
        const recount = coalescedTask(async () => {
          const { count, error } = await countUnread(userId);
          if (!error && count !== null)
            updateCachedData((feed) => unreadCountRefreshed(feed, count));
        });
        const apply = (feed: NotificationFeed, change: NotificationChange) => {
          if (applyLiveChange(feed, change)) recount();
        };
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
              if (loaded) updateCachedData((feed) => apply(feed, change));
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
          updateCachedData((feed) => early.forEach((change) => applyLiveChange(feed, change)));
          // A change that came while the list loaded may or may not be in the count: count again.
          if (early.length > 0) recount();
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
    /** The post a comment belongs to, to open a comment's notification. */
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
