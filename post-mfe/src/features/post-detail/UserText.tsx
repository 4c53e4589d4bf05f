import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { MentionLink, mentionProfileHref } from '@likegripe/shared-ui';
import {
  feedPathForHashtag,
  parseMentionsAndHashtags,
  useMentionedMembers,
} from '@likegripe/shared-core';
import { splitWebLinks } from '../../lib/web-links';
import { WebLink } from './UserText.styles';

/**
 * A member's text as React text nodes: every http(s) URL a link that opens in a new tab (marked
 * as user content, giving the target neither this page nor the referrer), every @mention of a
 * member an in-app link to that profile (other @words stay text), every #hashtag a link to its
 * feed. Nothing else becomes markup. The caller provides the element around it.
 */
export function UserText({ text }: { text: string }) {
  const lookupMember = useMentionedMembers([text]);
  return splitWebLinks(text).map((segment, index) =>
    segment.type === 'link' ? (
      <WebLink key={index} href={segment.url} target="_blank" rel="noopener noreferrer ugc">
        {segment.url}
      </WebLink>
    ) : (
      <Fragment key={index}>
        {parseMentionsAndHashtags(segment.text).map((part, partIndex) => {
          if (part.type === 'text') return part.text;
          if (part.type === 'hashtag') {
            // As on the feed's cards: a #hashtag in the text opens that hashtag's feed.
            return (
              <MentionLink key={partIndex} as={Link} to={feedPathForHashtag(part.tag)}>
                #{part.tag}
              </MentionLink>
            );
          }
          const profile = lookupMember(part.username);
          return profile === null ? (
            `@${part.username}`
          ) : (
            <MentionLink key={partIndex} as={Link} to={mentionProfileHref(profile)}>
              @{part.username}
            </MentionLink>
          );
        })}
      </Fragment>
    ),
  );
}
