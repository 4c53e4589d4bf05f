import { Link } from 'react-router-dom';
import { formatRelativeTime } from '@likegripe/shared-core';
import { ThumbsDown, ThumbsUp } from '@likegripe/shared-ui';
import type { ActivityReaction, ReactionType } from '../../api/activity.api';
import { ItemLink, ItemMeta, ItemTitle, Quote, Verb } from './ActivityFeed.styles';

const VERBS: Record<ReactionType, string> = { like: 'Liked', gripe: 'Griped about' };

/** Spec §2: 'Liked' / 'Griped about', the post's title and the comment's text. */
export function ActivityReactionItem({
  reaction,
  type,
}: {
  reaction: ActivityReaction;
  type: ReactionType;
}) {
  const Icon = type === 'like' ? ThumbsUp : ThumbsDown;
  return (
    <li>
      <ItemLink as={Link} to={`/post/${reaction.postId}`}>
        <ItemMeta>
          <Verb data-type={type}>
            <Icon aria-hidden="true" />
            {VERBS[type]}
          </Verb>
          <time dateTime={reaction.createdAt}>{formatRelativeTime(reaction.createdAt)}</time>
        </ItemMeta>
        <ItemTitle>{reaction.postTitle ?? 'Deleted post'}</ItemTitle>
        {reaction.content && <Quote>{reaction.content}</Quote>}
      </ItemLink>
    </li>
  );
}
