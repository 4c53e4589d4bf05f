import { Link } from 'react-router-dom';
import { MentionLink, MentionText, mentionProfileHref } from '@likegripe/shared-ui';

function renderMention(username: string) {
  return (
    <MentionLink as={Link} to={mentionProfileHref(username)}>
      @{username}
    </MentionLink>
  );
}

/** User text with every @mention as an in-app link to that member's profile. */
export function MentionLinkText({ text, className }: { text: string; className?: string }) {
  return <MentionText text={text} renderMention={renderMention} className={className} />;
}
