import { EmptyState, MessageCircle } from '@likegripe/shared-ui';
import { FeedHero } from './FeedHero';
import { FeedSection } from './FeedPage.styles';

/** Spec §2 Home feed: hero, search and filters, then the cards. */
export function FeedPage() {
  return (
    <FeedSection aria-label="Reviews">
      <FeedHero />
      <EmptyState
        icon={<MessageCircle aria-hidden="true" />}
        title="No posts yet"
        message="Be the first to share your thoughts and start the conversation!"
      />
    </FeedSection>
  );
}
