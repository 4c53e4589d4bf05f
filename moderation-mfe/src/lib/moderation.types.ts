export type TargetType = 'post' | 'comment';

/** What a moderator decides about a reported post or comment. */
export type ModerationDecision = 'dismiss' | 'hide' | 'restore';

/** An entry of the log: a decision, or the automatic hide after several reports. */
export type LoggedAction = ModerationDecision | 'auto_hide';

/** The open reports on one post or comment, as the queue groups them. */
export interface ReportGroup {
  targetType: TargetType;
  targetId: string;
  /** The post to open: the post itself, or the comment's post. */
  postId: string | null;
  authorUsername: string | null;
  /** A post's title, with its description after a blank line; a comment's text. */
  reportedText: string;
  hiddenAt: string | null;
  reportCount: number;
  reasons: string[];
  /** What the reporters wrote, newest first. */
  details: string[];
  newestReportAt: string;
  lastNote: string | null;
}

/** One line of the moderation log. */
export interface LogEntry {
  id: string;
  createdAt: string;
  action: LoggedAction;
  targetType: TargetType;
  targetId: string;
  note: string | null;
  /** Null for the automatic hide. */
  moderatorUsername: string | null;
  postId: string | null;
  /** A post's title or a comment's text; null when it was deleted since. */
  targetText: string | null;
  /** Whether the content is hidden now. */
  hiddenAt: string | null;
}

/** A moderator's decision on one post or comment, with an optional note. */
export interface ModerationRequest {
  targetType: TargetType;
  targetId: string;
  action: ModerationDecision;
  note: string;
}
