import type { ReactNode } from 'react';
import { type Profile } from '@likegripe/shared-core';
import { formatMemberSince } from './member-since';
import { Avatar, Calendar } from '@likegripe/shared-ui';
import type { ProfileStats } from '../../api/profile.api';
import {
  Actions,
  Bio,
  DisplayName,
  FollowCount,
  FollowCounts,
  HeaderLayout,
  Identity,
  MemberSince,
  MetaRow,
  NameRow,
  Username,
} from './ProfileHeader.styles';
import { SectionCard } from '../../components/SectionCard.styles';

export interface ProfileHeaderProps {
  profile: Profile;
  stats: ProfileStats;
  /** The trust badge beside the name. */
  badge?: ReactNode;
  /** Follow / Unfollow or Edit Profile. */
  actions?: ReactNode;
}

/** Avatar, name, trust badge, @username, bio, member since, follower and following. */
export function ProfileHeader({ profile, stats, badge, actions }: ProfileHeaderProps) {
  return (
    <SectionCard aria-label="Profile">
      <HeaderLayout>
        <Avatar
          size="xl"
          userId={profile.id}
          username={profile.username}
          displayName={profile.display_name}
          avatarUrl={profile.avatar_url}
        />
        <Identity>
          <NameRow>
            <DisplayName>{profile.display_name}</DisplayName>
            {badge}
          </NameRow>
          <Username>@{profile.username}</Username>
          {profile.bio && <Bio>{profile.bio}</Bio>}
          <MetaRow>
            <MemberSince>
              <Calendar aria-hidden="true" />
              {formatMemberSince(profile.created_at)}
            </MemberSince>
            <FollowCounts>
              <FollowCount data-testid="follower-count">
                <strong>{stats.followerCount}</strong>
                {stats.followerCount === 1 ? 'Follower' : 'Followers'}
              </FollowCount>
              <FollowCount data-testid="following-count">
                <strong>{stats.followingCount}</strong>
                Following
              </FollowCount>
            </FollowCounts>
          </MetaRow>
          <Actions>{actions}</Actions>
        </Identity>
      </HeaderLayout>
    </SectionCard>
  );
}
