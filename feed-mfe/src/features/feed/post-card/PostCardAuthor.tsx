import { Avatar, RelativeTime } from '@likegripe/shared-ui';
import { formatRelativeTime } from '@likegripe/shared-core';
import { Link } from 'react-router-dom';
import type { FeedPost } from '../../../api/feed-post.types';
import { AuthorMeta, AuthorName, AuthorText, AvatarLink } from './PostCard.styles';

/** 'edited 5m ago', 'edited just now'. */
function editedLabel(editedAt: string): string {
  const age = formatRelativeTime(editedAt);
  return `edited ${age.charAt(0).toLowerCase()}${age.slice(1)}`;
}

/** Avatar, display name and @username (each a link to the profile), the post's age and 'edited'. */
export function PostCardAuthor({
  author,
  createdAt,
  editedAt,
}: Pick<FeedPost, 'author' | 'createdAt' | 'editedAt'>) {
  const profile = `/profile/${encodeURIComponent(author.username)}`;
  return (
    <>
      <AvatarLink to={profile} aria-label={`${author.displayName} profile`}>
        <Avatar
          username={author.username}
          displayName={author.displayName}
          avatarUrl={author.avatarUrl}
          userId={author.id}
          size="md"
        />
      </AvatarLink>
      <AuthorText>
        <AuthorName to={profile}>{author.displayName}</AuthorName>
        <AuthorMeta>
          <Link to={profile}>@{author.username}</Link>
          <span aria-hidden="true">·</span>
          <RelativeTime date={createdAt} text={formatRelativeTime(createdAt)} />
          {editedAt && (
            <>
              <span aria-hidden="true">·</span>
              <RelativeTime date={editedAt} text={editedLabel(editedAt)} />
            </>
          )}
        </AuthorMeta>
      </AuthorText>
    </>
  );
}
