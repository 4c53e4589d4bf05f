import { Link } from 'react-router-dom';
import { MentionLink, MentionText, mentionProfileHref } from '@likegripe/shared-ui';
import { parseMentions } from '@likegripe/shared-core';
import { ItemMention } from './ActivityFeed.styles';

/** A description or comment with its @mentions linking to the members' profiles. */
export function ActivityText({ text }: { text: string }) {
  return (
    <MentionText
      segments={parseMentions(text)}
      renderMention={(username) => (
        <ItemMention>
          <MentionLink as={Link} to={mentionProfileHref(username)}>
            @{username}
          </MentionLink>
        </ItemMention>
      )}
    />
  );
}
