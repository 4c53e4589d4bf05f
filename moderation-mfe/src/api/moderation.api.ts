import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import {
  logEntryFromRow,
  reportGroupFromRow,
  type LogRow,
  type QueueRow,
} from '../lib/moderation-rows';
import type { LogEntry, ModerationRequest, ReportGroup } from '../lib/moderation.types';

/** How many of the newest log entries the page lists. */
export const MODERATION_LOG_SIZE = 20;

/**
 * The moderation page's data: whether the member moderates (asked first, and nothing else for a
 * member who does not), the open reports, the newest log entries, and a decision.
 */
export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Keyed by the member, so another member signing in on the same page asks again.
    getIsModerator: build.query<boolean, string>({
      async queryFn() {
        const { data, error } = await getSupabase().rpc('is_moderator');
        return error ? { error: toApiError(error) } : { data: data === true };
      },
      keepUnusedDataFor: 0,
    }),
    getModerationQueue: build.query<ReportGroup[], undefined>({
      async queryFn() {
        const { data, error } = await getSupabase().rpc('moderation_queue');
        if (error) return { error: toApiError(error) };
        return { data: ((data ?? []) as QueueRow[]).map(reportGroupFromRow) };
      },
      keepUnusedDataFor: 0,
    }),
    getModerationLog: build.query<LogEntry[], undefined>({
      async queryFn() {
        const { data, error } = await getSupabase()
          .from('moderation_log')
          .select(
            'id, created_at, action, target_type, target_id, note, moderator_username, post_id, target_text, hidden_at',
          )
          .order('created_at', { ascending: false })
          .limit(MODERATION_LOG_SIZE);
        if (error) return { error: toApiError(error) };
        return { data: ((data ?? []) as LogRow[]).map(logEntryFromRow) };
      },
      keepUnusedDataFor: 0,
    }),
    moderateContent: build.mutation<null, ModerationRequest>({
      async queryFn({ targetType, targetId, action, note }) {
        const { error } = await getSupabase().rpc('moderate_content', {
          _target_type: targetType,
          _target_id: targetId,
          _action: action,
          _note: note.trim() || undefined,
        });
        return error ? { error: toApiError(error) } : { data: null };
      },
      // A decision closes every open report on its target, so its group leaves the queue; the log
      // gains the decision (and the target's hidden state changes there).
      async onQueryStarted({ targetType, targetId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          moderationApi.util.updateQueryData('getModerationQueue', undefined, (groups) =>
            groups.filter(
              (group) => group.targetType !== targetType || group.targetId !== targetId,
            ),
          ),
        );
        void dispatch(
          moderationApi.endpoints.getModerationLog.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
      },
    }),
  }),
});

export const {
  useGetIsModeratorQuery,
  useGetModerationQueueQuery,
  useGetModerationLogQuery,
  useModerateContentMutation,
} = moderationApi;
