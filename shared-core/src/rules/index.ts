export {
  HASHTAG_DUPLICATE_MESSAGE,
  HASHTAG_EMPTY_MESSAGE,
  MAX_FILTER_HASHTAGS,
  MAX_POST_HASHTAGS,
  addHashtag,
  extractHashtags,
  hashtagLimitMessage,
  mergeHashtags,
  normalizeHashtagEntry,
  shouldCommitHashtagEntry,
  type AddHashtagResult,
} from './hashtags';
export {
  MENTION_MIN_CHARS,
  MENTION_SUGGESTIONS,
  getMentionQuery,
  insertMention,
  mentionedUsernames,
  parseMentions,
  type MentionSegment,
} from './mentions';
export { formatMemberSince, formatRelativeTime, type DateInput } from './relative-time';
export { cardTheme, commentTotal, type CardTheme } from './card-theme';
export {
  SENTIMENT_CONCERNING,
  SENTIMENT_LEANS_POSITIVE,
  SENTIMENT_MIN_WORD_LENGTH,
  SENTIMENT_MIXED,
  SENTIMENT_TOP_WORDS,
  SENTIMENT_VERY_POSITIVE,
  analyzeSentiment,
  shouldShowSentiment,
  topWords,
  type SentimentAnalysis,
} from './sentiment';
export {
  USERNAME_INVALID_MESSAGE,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  USERNAME_TAKEN_MESSAGE,
  USERNAME_UNAVAILABLE_CHECK_MESSAGE,
  isValidUsername,
} from './username';
export { MAX_BADGE_COUNT, MAX_NOTIFICATIONS, unreadBadgeText } from './unread-badge';
export {
  TRUST_LEVELS,
  TRUST_LEVEL_LABELS,
  formatScore,
  isTrustLevel,
  reviewQualityPercent,
  trustLevelLabel,
  type TrustLevel,
} from './trust-level';
export { defaultReputation, type Reputation } from './reputation';
export { CATEGORIES, categoryLabel, isCategory, type Category } from './categories';
