import { Avatar } from '@likegripe/shared-ui';
import { usePostReaders } from './post-readers.hook';
import { AvatarStack, ReadersBox } from './PostReaders.styles';

/** Avatars shown before the count; the count says how many there are in all. */
const MAX_AVATARS = 3;

interface PostReadersProps {
  postId: string;
}

/** Who else is reading this post right now: a few avatars and 'N reading'; nothing when nobody. */
export function PostReaders({ postId }: PostReadersProps) {
  const readers = usePostReaders(postId);
  return (
    <ReadersBox data-testid="post-readers">
      {readers.length > 0 && (
        <>
          <AvatarStack aria-label="Also reading this post">
            {readers.slice(0, MAX_AVATARS).map((reader) => (
              <li key={reader.id} title={`@${reader.username}`}>
                <Avatar
                  username={reader.username}
                  avatarUrl={reader.avatarUrl}
                  userId={reader.id}
                  size="sm"
                />
              </li>
            ))}
          </AvatarStack>
          <span>{readers.length} reading</span>
        </>
      )}
    </ReadersBox>
  );
}
