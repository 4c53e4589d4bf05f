import { Link } from 'react-router-dom';
import { Avatar, Badge, RelativeTime } from '@likegripe/shared-ui';
import { categoryLabel, formatRelativeTime } from '@likegripe/shared-core';
import type { PostDetail } from '../../../api/post-detail.api';
import { EditedTime } from '../edit/EditedTime';
import { AuthorBlock, AuthorMeta, AuthorName, AuthorText, AvatarLink } from './PostArticle.styles';

type PostAuthorLineProps = Pick<PostDetail, 'author' | 'createdAt' | 'category'> &
  Partial<Pick<PostDetail, 'editedAt'>>;

/** Avatar, display name and @username (each a link to the profile), age and category. */
export function PostAuthorLine({ author, createdAt, editedAt, category }: PostAuthorLineProps) {
  const profile = `/profile/${encodeURIComponent(author.username)}`;
  return (
    <AuthorBlock>
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
        <AuthorName to={profile} title={author.displayName}>
          {author.displayName}
        </AuthorName>
        <AuthorMeta>
          <Link to={profile}>@{author.username}</Link>
          <span aria-hidden="true">·</span>
          <RelativeTime date={createdAt} text={formatRelativeTime(createdAt)} />
          {editedAt && (
            <>
              <span aria-hidden="true">·</span>
              <EditedTime editedAt={editedAt} />
            </>
          )}
          <Badge tone="primary">{categoryLabel(category)}</Badge>
        </AuthorMeta>
      </AuthorText>
    </AuthorBlock>
  );
}
