import { Link } from 'react-router-dom';
import { formatRelativeTime } from '@likegripe/shared-core';
import { ThumbsDown, ThumbsUp } from '@likegripe/shared-ui';
import type { ActivityReaction, ReactionType } from '../../api/activity.api';
import { ItemCard, ItemLink, ItemMeta, ItemTitle, Quote, Verb } from './ActivityFeed.styles';
import { ActivityText } from './ActivityText';

const VERBS: Record<ReactionType, string> = { like: 'Liked', gripe: 'Griped about' };

/** An activity reaction: 'Liked' / 'Griped about', the post's title and the comment's text. */
export function ActivityReactionItem({
  reaction,
  type,
}: {
  reaction: ActivityReaction;
  type: ReactionType;
}) {
  const Icon = type === 'like' ? ThumbsUp : ThumbsDown;
  return (
    <ItemCard>
      <ItemMeta>
        <Verb data-type={type}>
          <Icon aria-hidden="true" />
          {VERBS[type]}
        </Verb>
        <time dateTime={reaction.createdAt}>{formatRelativeTime(reaction.createdAt)}</time>
      </ItemMeta>
      <ItemTitle>
        <ItemLink as={Link} to={`/post/${reaction.postId}`}>
          {reaction.postTitle ?? 'Deleted post'}
        </ItemLink>
      </ItemTitle>
      {reaction.content && (
        <Quote>
          <ActivityText text={reaction.content} />
        </Quote>
      )}
    </ItemCard>
  );
}
