export {
  HASHTAG_DUPLICATE_MESSAGE,
  HASHTAG_EMPTY_MESSAGE,
  MAX_FILTER_HASHTAGS,
  MAX_POST_HASHTAGS,
  addHashtag,
  extractHashtags,
  feedPathForHashtag,
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
export {
  REPORT_AUTH_REQUIRED_TOAST,
  REPORT_DETAILS_REQUIRED_TOAST,
  REPORT_REASONS,
  REPORT_REASON_REQUIRED_TOAST,
  isReportReason,
  reportReasonLabel,
  validateReport,
  type ReportDraft,
  type ReportReason,
} from './report-reasons';
export {
  DEFAULT_FEED_SORT,
  FEED_PAGE_SIZE,
  FEED_SKELETON_COUNT,
  FEED_SORT_OPTIONS,
  INFINITE_SCROLL_THRESHOLD_PX,
  SCROLL_RESTORE_INTERVAL_MS,
  SCROLL_RESTORE_TRIES,
  feedPageRange,
  feedSortLabel,
  isAscendingFeedOrder,
  isClientSideSort,
  isFeedEnd,
  isFeedSort,
  type FeedSort,
} from './feed-sort';
export {
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_HINT,
  UPLOAD_TYPE_MESSAGE,
  exceedsUploadHint,
  isVideoUrl,
  mediaPath,
  validateUploadFile,
  type UploadCandidate,
} from './media';
export { isSafeHttpUrl } from './link';
export {
  COPY_FALLBACK_TOAST_MS,
  LINK_COPIED_TOAST,
  SHARE_SUCCESS_TOAST,
  postShareUrl,
  shareFallbackToast,
} from './share';
export {
  COMMENT_LIKE_SIGN_IN_REQUIRED_TOAST,
  COMMENT_SIGN_IN_REQUIRED_TOAST,
  CREATE_POST_SIGN_IN_REQUIRED,
  FOLLOW_FAILURE_TOAST,
  POST_AUTH_REQUIRED_TOAST,
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
  REACT_SIGN_IN_REQUIRED_TOAST,
  REPORT_FAILURE_TOAST,
  REPORT_SUCCESS_TOAST,
  REPUTATION_FETCH_ERROR,
  REPUTATION_REFRESH_ERROR,
  SIGN_IN_SUCCESS_TOAST,
  SIGN_IN_UNEXPECTED_TOAST,
  SIGN_UP_SUCCESS_TOAST,
  UNFOLLOWED_TOAST,
  commentErrorToast,
  commentLikeErrorToast,
  createPostErrorToast,
  deleteFailureToast,
  deleteSuccessToast,
  followingToast,
  saveFailedToast,
  signInErrorToast,
  signUpErrorToast,
  uploadFailedToast,
  type DeletableKind,
} from './messages';
export { TEXT_BOX_ROWS, type TextBoxRows } from './text-box-rows';
export { DELETE_REFRESH_DELAY_MS, REPLY_REFRESH_DELAY_MS } from './refresh-delays';
export {
  SIGN_UP_RATE_LIMIT_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  signUpErrorMessage,
} from './auth-errors';
export {
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  loadErrorMessage,
  readableErrorMessage,
} from './network-error';
export type { ToastText } from './toast-text';
export {
  sharePost,
  type SharePlatform,
  type SharePostContent,
  type SharePostOutcome,
} from './share-post';
