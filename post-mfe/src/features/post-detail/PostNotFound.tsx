import { Link } from 'react-router-dom';
import { ButtonLink, Card, EmptyState, MessageCircle } from '@likegripe/shared-ui';

/** What /post/{id} shows for a post that does not exist (or was deleted). */
export function PostNotFound() {
  return (
    <Card padding="lg">
      <EmptyState
        as="h2"
        icon={<MessageCircle />}
        title="Post not found"
        message="The post you're looking for doesn't exist."
        action={
          <ButtonLink as={Link} to="/">
            Back to Home
          </ButtonLink>
        }
      />
    </Card>
  );
}
