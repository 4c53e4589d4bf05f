import { Avatar, RelativeTime } from '@likegripe/shared-ui';
import { formatRelativeTime } from '@likegripe/shared-core';
import { Link } from 'react-router-dom';
import type { FeedPost } from '../../../api/feed-post.types';
import { AuthorMeta, AuthorName, AuthorText, AvatarLink } from './PostCard.styles';

/** Avatar, display name and @username (each a link to the profile) and the post's age. */
export function PostCardAuthor({ author, createdAt }: Pick<FeedPost, 'author' | 'createdAt'>) {
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
        </AuthorMeta>
      </AuthorText>
    </>
  );
}
