import { useId } from 'react';
import { Tabs } from '@likegripe/shared-ui';
import { MentionedMembersProvider } from '@likegripe/shared-core';
import type { ProfileStats } from '../../api/profile.api';
import {
  useGetUserPostsQuery,
  useGetUserReactionsQuery,
  type ReactionType,
} from '../../api/activity.api';
import { ActivityList } from './ActivityList';
import { ActivityPostItem } from './ActivityPostItem';
import { ActivityReactionItem } from './ActivityReactionItem';
import { FeedTitle, TabsFrame } from './ActivityFeed.styles';
import { SectionCard } from '../../components/SectionCard.styles';

function PostsTab({ userId }: { userId: string }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetUserPostsQuery(userId);
  return (
    <ActivityList
      items={data}
      isLoading={isLoading}
      failed={isError}
      retrying={isFetching}
      onRetry={() => void refetch()}
      label="Posts"
      emptyText="No posts yet"
      renderItem={(post) => <ActivityPostItem key={post.id} post={post} />}
    />
  );
}

const REACTION_TABS: Record<ReactionType, { label: string; emptyText: string }> = {
  like: { label: 'Likes', emptyText: 'No likes yet' },
  gripe: { label: 'Gripes', emptyText: 'No gripes yet' },
};

function ReactionsTab({ userId, type }: { userId: string; type: ReactionType }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetUserReactionsQuery({
    userId,
    type,
  });
  return (
    <ActivityList
      items={data}
      isLoading={isLoading}
      failed={isError}
      retrying={isFetching}
      onRetry={() => void refetch()}
      label={REACTION_TABS[type].label}
      emptyText={REACTION_TABS[type].emptyText}
      renderItem={(reaction) => (
        <ActivityReactionItem key={reaction.id} reaction={reaction} type={type} />
      )}
    />
  );
}

/**
 * The Activity Feed tabs Posts (n), Likes (n), Gripes (n), 10 newest items each; the @mentions in a
 * tab's texts are looked up in one request so only members' become links.
 */
export function ActivityFeed({ userId, stats }: { userId: string; stats: ProfileStats }) {
  const titleId = useId();
  const count = (value: number) => ` (${value})`;
  return (
    <MentionedMembersProvider>
      <SectionCard aria-labelledby={titleId}>
        <FeedTitle id={titleId}>Activity Feed</FeedTitle>
        <TabsFrame>
          <Tabs
            label="Activity Feed"
            stretch
            tabs={[
              {
                id: 'posts',
                label: `Posts${count(stats.postsCount)}`,
                content: <PostsTab userId={userId} />,
              },
              {
                id: 'likes',
                label: `Likes${count(stats.likesGiven)}`,
                content: <ReactionsTab userId={userId} type="like" />,
              },
              {
                id: 'gripes',
                label: `Gripes${count(stats.gripesGiven)}`,
                content: <ReactionsTab userId={userId} type="gripe" />,
              },
            ]}
          />
        </TabsFrame>
      </SectionCard>
    </MentionedMembersProvider>
  );
}
