export {
  HASHTAG_DUPLICATE_MESSAGE,
  HASHTAG_EMPTY_MESSAGE,
  addHashtag,
  feedPathForHashtag,
  hashtagLimitMessage,
  normalizeHashtagEntry,
  shouldCommitHashtagEntry,
  type AddHashtagResult,
} from './hashtags';
export {
  parseMentions,
  parseMentionsAndHashtags,
  type MentionSegment,
  type RichTextSegment,
} from './mentions';
export { NON_WORD_CHARACTERS, sigilTokenPattern, sigilTokensPattern } from './word-characters';
export { formatRelativeTime, type DateInput } from './relative-time';
export { editedLabel } from './edited-label';
export {
  TWO_FACTOR_CODE_TEXTS,
  WRONG_TWO_FACTOR_CODE,
  twoFactorCodeProblem,
  typedTwoFactorCode,
} from './two-factor-code';
export { cardTheme, type CardTheme } from './card-theme';
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
  USERNAME_TAKEN_MESSAGE,
  USERNAME_UNAVAILABLE_CHECK_MESSAGE,
} from './username';
export { TRUST_LEVELS, isTrustLevel, type TrustLevel } from './trust-level';
export { CATEGORIES, categoryLabel, isCategory, type Category } from './categories';
export {
  REPORT_AUTH_REQUIRED_TOAST,
  REPORT_DETAILS_REQUIRED_TOAST,
  REPORT_FAILURE_TOAST,
  REPORT_REASONS,
  REPORT_REASON_REQUIRED_TOAST,
  REPORT_SUCCESS_TOAST,
  isReportReason,
  reportDetailsRequired,
  reportFailureToast,
  validateReport,
  validateReportChoice,
  type ReportDraft,
  type ReportReason,
} from './report-reasons';
export {
  deleteConfirmTexts,
  deleteFailureToast,
  deleteSuccessToast,
  type DeletableKind,
} from './delete-toasts';
export {
  REACT_SIGN_IN_REQUIRED_TOAST,
  REACTION_ADDED_TOAST,
  REACTION_FAILURE_TOAST,
  REACTION_REMOVED_TOAST,
} from './reaction-toasts';
export { FEED_PAGE_SIZE, feedPageRange, type FeedSort } from './feed-sort';
export { isVideoUrl, mediaPath } from './media';
export {
  VARIANT_WIDTHS,
  imageSources,
  mediaMeta,
  videoPosterUrl,
  withMediaMeta,
  withoutMediaMeta,
  type ImageBox,
  type ImageSources,
  type MediaMeta,
} from './image-variants';
export { isSafeHttpUrl } from './link';
export {
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  loadErrorMessage,
  readableErrorMessage,
} from './network-error';
export { errorToast, type ToastText } from './toast-text';
export { WRITE_LIMIT_CODE, writeLimitMessage } from './write-limit';
