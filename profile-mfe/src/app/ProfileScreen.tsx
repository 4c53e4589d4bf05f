import { useParams } from 'react-router-dom';
import type { ProfilePage } from '../api/profile-page.api';
import { useGetProfilePageQuery } from '../api/profile-page.api';
import { ActivityFeed } from '../features/activity/ActivityFeed';
import { EditProfileButton } from '../features/edit-profile/EditProfileButton';
import { FollowButton } from '../features/follow/FollowButton';
import { useFollowToggle } from '../features/follow/follow-toggle.hook';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { ProfileLoadError } from '../features/profile/ProfileLoadError';
import { ProfileLoading } from '../features/profile/ProfileLoading';
import { ProfileNotFound } from '../features/profile/ProfileNotFound';
import { StatCards } from '../features/profile/StatCards';
import { ProfileTrustBadge } from '../features/reputation/ProfileTrustBadge';
import { ReputationCard } from '../features/reputation/ReputationCard';
import { TwoFactorCard } from '../features/two-factor/TwoFactorCard';
import { ScreenLayout } from './ProfileScreen.styles';

/**
 * The Profile screen at /profile/:username. The header, counts, reputation and follow state come
 * in one request; the Posts tab's list is the page's only other one.
 */
export function ProfileScreen() {
  const { username = '' } = useParams();
  const {
    data: page,
    isLoading,
    isError,
    error,
    isFetching,
    refetch,
  } = useGetProfilePageQuery(username);
  if (isLoading) return <ProfileLoading />;
  if (isError)
    return <ProfileLoadError error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (!page) return <ProfileNotFound username={username} />;
  return <ProfileContent page={page} refreshing={isFetching} />;
}

/** The loaded profile; `refreshing` while the page is read again (after a follow, for one). */
function ProfileContent({ page, refreshing }: { page: ProfilePage; refreshing: boolean }) {
  const { profile, stats, reputation, viewerFollows } = page;
  const follow = useFollowToggle(profile, viewerFollows, refreshing);
  return (
    <ScreenLayout>
      <ProfileHeader
        profile={profile}
        stats={{ ...stats, followerCount: stats.followerCount + follow.followerDelta }}
        badge={<ProfileTrustBadge reputation={reputation.reputation} />}
        actions={
          <>
            <FollowButton follow={follow} />
            <EditProfileButton profile={profile} />
          </>
        }
      />
      <StatCards stats={stats} />
      <ReputationCard userId={profile.id} result={reputation} postsCount={stats.postsCount} />
      <TwoFactorCard profileId={profile.id} />
      <ActivityFeed userId={profile.id} stats={stats} />
    </ScreenLayout>
  );
}
