export { MentionLink, MentionText, mentionProfileHref, type MentionTextProps } from './MentionText';
