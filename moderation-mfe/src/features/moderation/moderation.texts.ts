import type { ToastText } from '@likegripe/shared-core';
import type { LoggedAction, ModerationDecision, TargetType } from '../../lib/moderation.types';

/** The route the shell gives this remote. */
export const MODERATION_PATH = '/moderation';

/** The longest note a moderator may add to a decision (the database refuses a longer one). */
export const MODERATOR_NOTE_MAX = 1000;

export const MODERATION_SIGN_IN_REQUIRED = {
  title: 'Sign in required',
  description: 'Please sign in to moderate content.',
};

export const MODERATORS_ONLY = {
  title: 'Moderators only',
  description: 'You do not have access to this page.',
};

/** A moderator whose session is not two-factor yet: the database refuses every moderator power. */
export const TWO_FACTOR_NEEDED = {
  title: 'Moderation needs two-factor sign-in',
  setUp: 'Set up two-factor authentication on your profile, then come back to this page.',
  profileLink: 'Go to your profile',
  enterCode: 'Enter the code from your authenticator app to moderate.',
  verify: 'Verify',
};

export const QUEUE_EMPTY = {
  title: 'No open reports.',
  description: 'When members report a post or comment, it shows up here.',
};

export const LOG_EMPTY = 'Nothing moderated yet.';

export const kindLabel = (type: TargetType) => (type === 'post' ? 'Post' : 'Comment');

/** The button of each decision, and its text while it runs. */
export const DECISION_BUTTONS: Record<ModerationDecision, { label: string; busy: string }> = {
  dismiss: { label: 'Dismiss', busy: 'Dismissing...' },
  hide: { label: 'Hide', busy: 'Hiding...' },
  restore: { label: 'Restore', busy: 'Restoring...' },
};

/** What the log says each entry did. */
export const LOGGED_ACTION_LABELS: Record<LoggedAction, string> = {
  dismiss: 'Dismissed',
  hide: 'Hidden',
  restore: 'Restored',
  auto_hide: 'Hidden automatically',
};

/** The toast after a decision went through. */
export function decisionToast(action: ModerationDecision, type: TargetType): ToastText {
  const kind = type === 'post' ? 'post' : 'comment';
  switch (action) {
    case 'hide':
      return {
        title: `${kindLabel(type)} hidden`,
        description: `Only its author can still see the ${kind}. The author and the reporters were told.`,
        variant: 'success',
      };
    case 'restore':
      return {
        title: `${kindLabel(type)} restored`,
        description: `The ${kind} is back for everyone, and its author was told.`,
        variant: 'success',
      };
    default:
      return {
        title: 'Reports dismissed',
        description: `The ${kind} stays up, and the reporters were told.`,
        variant: 'success',
      };
  }
}
