export {
  MentionLink,
  MentionText,
  mentionProfileHref,
  type MentionTextProps,
  type MentionTextSegment,
} from './MentionText';
