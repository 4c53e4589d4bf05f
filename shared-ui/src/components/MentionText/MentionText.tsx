import { Fragment, type ElementType, type ReactNode } from 'react';
import { parseMentions } from '@likegripe/shared-core';
import { MentionLink } from './MentionText.styles';

export interface MentionTextProps {
  /** The user's text. It is rendered as text, never as HTML. */
  text: string;
  /**
   * Renders one '@username' mention. Pass a router link here so shared-ui stays router-agnostic;
   * the default is a plain link to '/profile/{username}'.
   */
  renderMention?: (username: string) => ReactNode;
  /** The element wrapping the text (default span). */
  as?: ElementType;
  className?: string;
}

/** The profile address of a mentioned member. */
export function mentionProfileHref(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

function defaultMention(username: string) {
  return <MentionLink href={mentionProfileHref(username)}>@{username}</MentionLink>;
}

/** Text with every '@username' turned into a link to that member's profile. */
export function MentionText({
  text,
  renderMention = defaultMention,
  as: Root = 'span',
  className,
}: MentionTextProps) {
  return (
    <Root className={className}>
      {parseMentions(text).map((segment, index) => (
        <Fragment key={index}>
          {segment.type === 'text' ? segment.text : renderMention(segment.username)}
        </Fragment>
      ))}
    </Root>
  );
}

export { MentionLink };
