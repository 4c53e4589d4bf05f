import { Fragment, type ElementType, type ReactNode } from 'react';
import { MentionLink } from './MentionText.styles';

/** One part of a text: plain text, an '@username' mention or a '#hashtag'. */
export type MentionTextSegment =
  | { type: 'text'; text: string }
  | { type: 'mention'; username: string }
  | { type: 'hashtag'; tag: string };

export interface MentionTextProps {
  /**
   * The user's text split into plain parts and mentions, in order (the app's mention rule does the
   * splitting). Every part is rendered as text, never as HTML.
   */
  segments: readonly MentionTextSegment[];
  /**
   * Which member a mention names: the username to link to (as stored), or null when nobody has
   * that name, and the mention stays plain text. Without it every mention is linked as typed.
   */
  lookupMember?: (username: string) => string | null;
  /**
   * Renders one '@username' mention of a member: `username` as typed, `profile` the username to
   * link to. Pass a router link here so shared-ui stays router-agnostic; the default is a plain
   * link to '/profile/{profile}'.
   */
  renderMention?: (username: string, profile: string) => ReactNode;
  /** Renders one '#hashtag' (a link to its feed, say); the default is its plain text. */
  renderHashtag?: (tag: string) => ReactNode;
  /** The element wrapping the text (default span). */
  as?: ElementType;
  className?: string;
}

/** The profile address of a mentioned member. */
export function mentionProfileHref(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

function defaultMention(username: string, profile: string) {
  return <MentionLink href={mentionProfileHref(profile)}>@{username}</MentionLink>;
}

const everyoneAsTyped = (username: string) => username;

const plainHashtag = (tag: string) => `#${tag}`;

/** Text with every '@username' of a member turned into a link to that member's profile. */
export function MentionText({
  segments,
  lookupMember = everyoneAsTyped,
  renderMention = defaultMention,
  renderHashtag = plainHashtag,
  as: Root = 'span',
  className,
}: MentionTextProps) {
  const renderMentionOf = (username: string) => {
    const profile = lookupMember(username);
    return profile === null ? `@${username}` : renderMention(username, profile);
  };
  return (
    <Root className={className}>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {segment.type === 'text'
            ? segment.text
            : segment.type === 'mention'
              ? renderMentionOf(segment.username)
              : renderHashtag(segment.tag)}
        </Fragment>
      ))}
    </Root>
  );
}

export { MentionLink };
