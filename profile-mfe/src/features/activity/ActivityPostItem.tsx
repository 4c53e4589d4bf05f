import { Link } from 'react-router-dom';
import { categoryLabel, formatRelativeTime } from '@likegripe/shared-core';
import { Badge, Link2 } from '@likegripe/shared-ui';
import type { ActivityPost } from '../../api/activity.api';
import { ActivityText } from './ActivityText';
import {
  ItemCard,
  ItemHeader,
  ItemLink,
  ItemMeta,
  ItemText,
  ItemTitle,
  LinkMark,
} from './ActivityFeed.styles';

/** An activity post: title, description, relative age, category badge and a link icon. */
export function ActivityPostItem({ post }: { post: ActivityPost }) {
  return (
    <ItemCard>
      <ItemHeader>
        <ItemTitle>
          <ItemLink as={Link} to={`/post/${post.id}`}>
            {post.title}
          </ItemLink>
        </ItemTitle>
        {post.linkUrl && (
          <LinkMark role="img" aria-label="Has a link" title="Has a link">
            <Link2 aria-hidden="true" />
          </LinkMark>
        )}
      </ItemHeader>
      {post.description && (
        <ItemText>
          <ActivityText text={post.description} />
        </ItemText>
      )}
      <ItemMeta>
        <time dateTime={post.createdAt}>{formatRelativeTime(post.createdAt)}</time>
        <Badge tone="primary">{categoryLabel(post.category)}</Badge>
      </ItemMeta>
    </ItemCard>
  );
}
