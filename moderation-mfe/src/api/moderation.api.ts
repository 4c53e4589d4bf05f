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
 * Who opens the moderation page: a moderator in a two-factor (aal2) session, a moderator the
 * database still refuses because the session is aal1 (with the verified authenticator app whose
 * code raises it, if there is one), or a member who does not moderate.
 */
export type ModerationAccess =
  { kind: 'moderator' } | { kind: 'member' } | { kind: 'needsTwoFactor'; factorId: string | null };

/** A moderator at aal1: the app to ask a code of, or null when none is set up yet. */
async function twoFactorToAsk(): Promise<string | null> {
  const mfa = getSupabase().auth.mfa;
  const factors = await mfa.listFactors();
  if (factors.error) throw factors.error;
  return factors.data.totp[0]?.id ?? null;
}

async function moderationAccess(): Promise<ModerationAccess> {
  const supabase = getSupabase();
  const moderating = await supabase.rpc('is_moderator');
  if (moderating.error) throw moderating.error;
  if (moderating.data === true) return { kind: 'moderator' };
  // is_moderator needs aal2; the member's own row in moderators says whether they are one at all.
  const listed = await supabase.from('moderators').select('user_id').limit(1);
  if (listed.error) throw listed.error;
  if (listed.data.length === 0) return { kind: 'member' };
  return { kind: 'needsTwoFactor', factorId: await twoFactorToAsk() };
}

/**
 * The moderation page's data: who the member is to moderation (asked first, and nothing else for
 * a member who does not moderate), the open reports, the newest log entries, and a decision.
 */
export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Keyed by the member, so another member signing in on the same page asks again.
    getModerationAccess: build.query<ModerationAccess, string>({
      async queryFn() {
        try {
          return { data: await moderationAccess() };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
      keepUnusedDataFor: 0,
    }),
    /** A moderator's code raises the session to aal2; the page then asks again who they are. */
    verifyModerationCode: build.mutation<null, { factorId: string; code: string }>({
      async queryFn({ factorId, code }) {
        try {
          const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code });
          return error ? { error: toApiError(error) } : { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
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
  useGetModerationAccessQuery,
  useVerifyModerationCodeMutation,
  useGetModerationQueueQuery,
  useGetModerationLogQuery,
  useModerateContentMutation,
} = moderationApi;
