import { Link } from 'react-router-dom';
import { MentionLink, MentionText, mentionProfileHref } from '@likegripe/shared-ui';
import { parseMentions, useMentionedMembers } from '@likegripe/shared-core';
import { ItemMention } from './ActivityFeed.styles';

/** A description or comment with its @mentions of members linking to their profiles. */
export function ActivityText({ text }: { text: string }) {
  const lookupMember = useMentionedMembers([text]);
  return (
    <MentionText
      segments={parseMentions(text)}
      lookupMember={lookupMember}
      renderMention={(username, profile) => (
        <ItemMention>
          <MentionLink as={Link} to={mentionProfileHref(profile)}>
            @{username}
          </MentionLink>
        </ItemMention>
      )}
    />
  );
}
