import { useParams } from 'react-router-dom';
import { useGetProfileByUsernameQuery } from '../api/profile.api';
import { ActivityFeed } from '../features/activity/ActivityFeed';
import { EditProfileButton } from '../features/edit-profile/EditProfileButton';
import { FollowButton } from '../features/follow/FollowButton';
import { ProfileHeader } from '../features/profile/ProfileHeader';
import { ProfileLoadError } from '../features/profile/ProfileLoadError';
import { ProfileLoading } from '../features/profile/ProfileLoading';
import { ProfileNotFound } from '../features/profile/ProfileNotFound';
import { StatCards } from '../features/profile/StatCards';
import { ProfileTrustBadge } from '../features/reputation/ProfileTrustBadge';
import { ReputationCard } from '../features/reputation/ReputationCard';
import { ScreenLayout } from './ProfileScreen.styles';

/** The Profile screen at /profile/:username. */
export function ProfileScreen() {
  const { username = '' } = useParams();
  const {
    data: profile,
    isLoading,
    isError,
    error,
    isFetching,
    refetch,
  } = useGetProfileByUsernameQuery(username);
  if (isLoading) return <ProfileLoading />;
  if (isError)
    return <ProfileLoadError error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (!profile) return <ProfileNotFound username={username} />;
  return (
    <ScreenLayout>
      <ProfileHeader
        profile={profile}
        badge={<ProfileTrustBadge userId={profile.id} />}
        actions={
          <>
            <FollowButton target={profile} />
            <EditProfileButton profile={profile} />
          </>
        }
      />
      <StatCards userId={profile.id} />
      <ReputationCard userId={profile.id} />
      <ActivityFeed userId={profile.id} />
    </ScreenLayout>
  );
}
