import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { MentionLink, mentionProfileHref } from '@likegripe/shared-ui';
import { parseMentions } from '@likegripe/shared-core';
import { splitWebLinks } from '../../lib/web-links';
import { WebLink } from './UserText.styles';

/**
 * A member's text as React text nodes: every http(s) URL a link that opens in a new tab (marked
 * as user content, giving the target neither this page nor the referrer), every @mention an in-app
 * link to that profile. Nothing else becomes markup. The caller provides the element around it.
 */
export function UserText({ text }: { text: string }) {
  return splitWebLinks(text).map((segment, index) =>
    segment.type === 'link' ? (
      <WebLink key={index} href={segment.url} target="_blank" rel="noopener noreferrer ugc">
        {segment.url}
      </WebLink>
    ) : (
      <Fragment key={index}>
        {parseMentions(segment.text).map((part, partIndex) =>
          part.type === 'text' ? (
            part.text
          ) : (
            <MentionLink key={partIndex} as={Link} to={mentionProfileHref(part.username)}>
              @{part.username}
            </MentionLink>
          ),
        )}
      </Fragment>
    ),
  );
}
