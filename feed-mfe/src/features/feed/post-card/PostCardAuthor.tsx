import { AuthorLine } from '@likegripe/shared-ui';
import { editedLabel, formatRelativeTime } from '@likegripe/shared-core';
import { Link } from 'react-router-dom';
import type { FeedPost } from '../../../api/feed-post.types';

/** Avatar, display name and @username (each a link to the profile), the post's age and 'edited'. */
export function PostCardAuthor({
  author,
  createdAt,
  editedAt,
}: Pick<FeedPost, 'author' | 'createdAt' | 'editedAt'>) {
  return (
    <AuthorLine
      author={author}
      href={`/profile/${encodeURIComponent(author.username)}`}
      linkAs={Link}
      avatarLabel={`${author.displayName} profile`}
      handle={`@${author.username}`}
      time={{ date: createdAt, text: formatRelativeTime(createdAt) }}
      edited={editedAt ? { date: editedAt, text: editedLabel(editedAt) } : undefined}
    />
  );
}
