import type { ElementType, ReactNode } from 'react';
import { Avatar } from '../Avatar';
import {
  AuthorLineRoot,
  AuthorMeta,
  AuthorName,
  AuthorText,
  AvatarLink,
  Handle,
  Time,
} from './AuthorLine.styles';

/** The member an author line names. */
export interface AuthorLineAuthor {
  id: string;
  username: string;
  displayName: string;
  avatarUrl?: string | null;
}

/** A moment and how the app words it, e.g. '3h ago' or 'edited 5m ago'. */
export interface AuthorLineTime {
  /** An ISO timestamp; its full date and time is the tooltip. */
  date: string;
  text: string;
}

export type AuthorLineVariant = 'compact' | 'spacious' | 'inline';

export interface AuthorLineProps {
  author: AuthorLineAuthor;
  /** Where the avatar, the name and the handle lead, e.g. the member's profile. */
  href: string;
  /** The avatar link's accessible name, e.g. 'Alice Chen profile'. */
  avatarLabel: string;
  /** Shown after the name as a link to `href`, e.g. '@alice'; left out when not given. */
  handle?: string;
  /** When the content was written. */
  time: AuthorLineTime;
  /** When it was last changed; left out when it never was. */
  edited?: AuthorLineTime;
  /** First on the details line, e.g. a reputation badge. */
  leadingVisual?: ReactNode;
  /** Last on the details line, e.g. a category badge. */
  trailingVisual?: ReactNode;
  /**
   * compact (default): a medium avatar, the name and the details one line each, cut with an
   * ellipsis. spacious: more room, a long name on up to two lines with the whole name as its
   * tooltip, details that wrap. inline: a small avatar, the name and the details side by side.
   * compact and spacious put a dot between the handle and the times.
   */
  variant?: AuthorLineVariant;
  /**
   * The link component, e.g. a router's `Link`, which is given `to`; shared-ui stays
   * router-agnostic. Defaults to a plain `a` given `href`.
   */
  linkAs?: ElementType;
}

const Dot = () => <span aria-hidden="true">·</span>;

/** Who wrote a post or comment and when: avatar and name linking to them, then the details. */
export function AuthorLine({
  author,
  href,
  avatarLabel,
  handle,
  time,
  edited,
  leadingVisual,
  trailingVisual,
  variant = 'compact',
  linkAs,
}: AuthorLineProps) {
  const link = linkAs ? { as: linkAs, to: href } : { href };
  const dotted = variant !== 'inline';
  return (
    <AuthorLineRoot data-variant={variant}>
      <AvatarLink {...link} aria-label={avatarLabel}>
        <Avatar
          username={author.username}
          displayName={author.displayName}
          avatarUrl={author.avatarUrl}
          userId={author.id}
          size={variant === 'inline' ? 'sm' : 'md'}
        />
      </AvatarLink>
      <AuthorText>
        <AuthorName {...link} title={variant === 'compact' ? undefined : author.displayName}>
          {author.displayName}
        </AuthorName>
        <AuthorMeta>
          {leadingVisual}
          {handle !== undefined && (
            <>
              <Handle {...link}>{handle}</Handle>
              {dotted && <Dot />}
            </>
          )}
          <Time date={time.date} text={time.text} />
          {edited && (
            <>
              {dotted && <Dot />}
              <Time date={edited.date} text={edited.text} />
            </>
          )}
          {trailingVisual}
        </AuthorMeta>
      </AuthorText>
    </AuthorLineRoot>
  );
}
