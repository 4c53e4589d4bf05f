import { Link } from 'react-router-dom';
import { AuthorLine, Badge } from '@likegripe/shared-ui';
import { categoryLabel, editedLabel, formatRelativeTime } from '@likegripe/shared-core';
import type { PostDetail } from '../../../api/post-detail.api';

type PostAuthorLineProps = Pick<PostDetail, 'author' | 'createdAt' | 'category'> &
  Partial<Pick<PostDetail, 'editedAt'>>;

/** Avatar, display name and @username (each a link to the profile), age and category. */
export function PostAuthorLine({ author, createdAt, editedAt, category }: PostAuthorLineProps) {
  return (
    <AuthorLine
      variant="spacious"
      author={author}
      href={`/profile/${encodeURIComponent(author.username)}`}
      linkAs={Link}
      avatarLabel={`${author.displayName} profile`}
      handle={`@${author.username}`}
      time={{ date: createdAt, text: formatRelativeTime(createdAt) }}
      edited={editedAt ? { date: editedAt, text: editedLabel(editedAt) } : undefined}
      trailingVisual={<Badge tone="primary">{categoryLabel(category)}</Badge>}
    />
  );
}
