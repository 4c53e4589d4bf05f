import type { LogRow, QueueRow } from '../lib/moderation-rows';

export const MODERATOR = { id: '00000000-0000-4000-a000-00000000000a', email: 'mia@example.com' };

export const signedInAs = (user: { id: string; email: string }) => ({
  session: { status: 'signedIn' as const, user, profile: null },
});

export const signedOut = { session: { status: 'signedOut' as const, user: null, profile: null } };

export const SPAM_POST: QueueRow = {
  target_type: 'post',
  target_id: 'post-1',
  post_id: 'post-1',
  author_username: 'spammy_sam',
  reported_text: 'Cheap watches\n\nBuy now at my shop',
  hidden_at: null,
  report_count: 2,
  reasons: ['other', 'spam'],
  details: ['Reads like an advert', 'Same post every day'],
  newest_report_at: '2026-11-24T08:00:00.000Z',
  last_note: null,
};

export const RUDE_COMMENT: QueueRow = {
  target_type: 'comment',
  target_id: 'comment-7',
  post_id: 'post-3',
  author_username: 'grumpy_gus',
  reported_text: 'You are all clueless',
  hidden_at: '2026-11-24T07:00:00.000Z',
  report_count: 3,
  reasons: ['harassment'],
  details: [],
  newest_report_at: '2026-11-24T07:00:00.000Z',
  last_note: null,
};

export const HIDDEN_LOG_ENTRY: LogRow = {
  id: 'log-1',
  created_at: '2026-11-24T06:00:00.000Z',
  action: 'hide',
  target_type: 'post',
  target_id: 'post-9',
  note: 'Phishing link',
  moderator_username: 'mia_mod',
  post_id: 'post-9',
  target_text: 'Free gift cards',
  hidden_at: '2026-11-24T06:00:00.000Z',
};

export const DISMISSED_LOG_ENTRY: LogRow = {
  id: 'log-0',
  created_at: '2026-11-24T05:00:00.000Z',
  action: 'dismiss',
  target_type: 'comment',
  target_id: 'comment-2',
  note: null,
  moderator_username: 'mia_mod',
  post_id: 'post-4',
  target_text: 'Fair point about the battery',
  hidden_at: null,
};
