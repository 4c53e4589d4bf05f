import { REPORT_REASONS } from '@likegripe/shared-core';
import type { LogEntry, LoggedAction, ReportGroup, TargetType } from './moderation.types';

export interface QueueRow {
  target_type: string;
  target_id: string;
  post_id: string | null;
  author_username: string | null;
  reported_text: string | null;
  hidden_at: string | null;
  report_count: number;
  reasons: string[] | null;
  details: string[] | null;
  newest_report_at: string;
  last_note: string | null;
}

export interface LogRow {
  id: string | null;
  created_at: string | null;
  action: string | null;
  target_type: string | null;
  target_id: string | null;
  note: string | null;
  moderator_username: string | null;
  post_id: string | null;
  target_text: string | null;
  hidden_at: string | null;
}

const targetType = (value: string | null): TargetType => (value === 'comment' ? 'comment' : 'post');

export function reportGroupFromRow(row: QueueRow): ReportGroup {
  return {
    targetType: targetType(row.target_type),
    targetId: row.target_id,
    postId: row.post_id,
    authorUsername: row.author_username,
    reportedText: row.reported_text ?? '',
    hiddenAt: row.hidden_at,
    reportCount: row.report_count,
    reasons: row.reasons ?? [],
    details: row.details ?? [],
    newestReportAt: row.newest_report_at,
    lastNote: row.last_note,
  };
}

export function logEntryFromRow(row: LogRow): LogEntry {
  return {
    id: row.id ?? '',
    createdAt: row.created_at ?? '',
    action: (row.action ?? 'dismiss') as LoggedAction,
    targetType: targetType(row.target_type),
    targetId: row.target_id ?? '',
    note: row.note,
    moderatorUsername: row.moderator_username,
    postId: row.post_id,
    targetText: row.target_text,
    hiddenAt: row.hidden_at,
  };
}

/** A reason as the report dialog words it ('spam' is 'Spam or fake content'). */
export function reasonLabel(reason: string): string {
  return REPORT_REASONS.find((known) => known.value === reason)?.label ?? reason;
}

/** A reported post's title and description (stored as one text, a blank line between). */
export function splitPostText(text: string): { title: string; description: string } {
  const gap = text.indexOf('\n\n');
  return gap < 0
    ? { title: text, description: '' }
    : { title: text.slice(0, gap), description: text.slice(gap + 2) };
}
