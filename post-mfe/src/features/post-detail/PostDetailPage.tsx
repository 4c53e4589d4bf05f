import { Link } from 'react-router-dom';
import { ArrowLeft, EmptyState, MessageCircle } from '@likegripe/shared-ui';
import { BackLink } from '../../post-page.styles';

/** Spec §2 Post detail. */
export function PostDetailPage() {
  return (
    <>
      <BackLink as={Link} to="/">
        <ArrowLeft aria-hidden="true" />
        Back to Feed
      </BackLink>
      <EmptyState
        icon={<MessageCircle aria-hidden="true" />}
        title="Post not found"
        message="The post you're looking for doesn't exist."
      />
    </>
  );
}
