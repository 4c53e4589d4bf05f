import {
  api,
  getSupabase,
  takeVisitorRouteData,
  toApiError,
  whenPageSettled,
  type Database,
  type Profile,
} from '@likegripe/shared-core';
import { REPUTATION_FETCH_ERROR, defaultReputation } from '../lib/reputation';
import { seedUserPosts, toActivityPost, type ActivityPost } from './activity.api';
import type { ProfileStats } from './profile.api';
import { profilePageQuery } from './profile-requests';
import { toReputation, type ReputationResult } from './reputation.api';

type ProfilePageRow = NonNullable<Database['public']['Functions']['profile_page']['Returns']>;

/** Where the page's route data carries a member's `profile_page` row (null: no such member). */
export const profilePageDataKey = (username: string) => `profile_page:${username}`;

/** Everything the profile page shows above its activity list, and the Posts tab's first read. */
export interface ProfilePage {
  profile: Profile;
  stats: ProfileStats;
  reputation: ReputationResult;
  /** Whether the viewer follows the member; null for a visitor and on one's own profile. */
  viewerFollows: boolean | null;
  /** The member's newest posts as the Posts tab lists them; null from an older database. */
  posts: ActivityPost[] | null;
}

export function toProfilePage({
  profile,
  profile_stats: stats,
  reputation,
  viewer_follows,
  posts,
}: ProfilePageRow): ProfilePage {
  return {
    profile,
    stats: {
      postsCount: stats.posts_count,
      likesGiven: stats.likes_given,
      gripesGiven: stats.gripes_given,
      followerCount: stats.follower_count,
      followingCount: stats.following_count,
    },
    // The database calculates a missing record; null means that failed.
    reputation: reputation
      ? { reputation: toReputation(reputation), error: null }
      : { reputation: defaultReputation(profile.id), error: REPUTATION_FETCH_ERROR },
    viewerFollows: viewer_follows,
    posts: posts?.map(toActivityPost) ?? null,
  };
}

const profilePageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The member with this username, their counts, reputation and the viewer's follow state
     * (profile_page). Null when no member has the username; an error when it could not be read.
     */
    getProfilePage: build.query<ProfilePage | null, string>({
      queryFn: async (username, { dispatch }) => {
        // The Posts tab finds its first read in its own cache entry and does not ask again.
        const answer = (page: ProfilePage | null) => {
          if (page?.posts) void dispatch(seedUserPosts(page.profile.id, page.posts));
          return { data: page };
        };
        const fromPage = await takeVisitorRouteData<ProfilePageRow | null>(
          profilePageDataKey(username),
        );
        if (fromPage !== undefined) return answer(fromPage && toProfilePage(fromPage));
        const { data, error } = await profilePageQuery(getSupabase(), username);
        if (error) {
          console.error('Could not load the profile', error);
          return { error: toApiError(error) };
        }
        if (data && !data.reputation)
          console.error('Could not load the reputation', data.profile.id);
        return answer(data ? toProfilePage(data) : null);
      },
      // The tags the header, stat cards, reputation card and Follow button had one by one, so
      // what refreshed any of them (a follow, a new post, a recalculation, an edit) refreshes this.
      providesTags: (page, _error, username) =>
        page
          ? [
              { type: 'Profile', id: page.profile.id },
              { type: 'Follow', id: page.profile.id },
              { type: 'Activity', id: page.profile.id },
              { type: 'Reputation', id: page.profile.id },
            ]
          : [{ type: 'Profile', id: `username:${username}` }],
      // Follow rows are watched live in both directions so the counts refresh, once the page has
      // settled: joining loads realtime-js and opens the socket, which the first screen does not need.
      async onCacheEntryAdded(_username, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        // A page drawn on the server is not watched.
        if (typeof window === 'undefined') return;
        let removed = false;
        void cacheEntryRemoved.then(() => {
          removed = true;
        });
        let userId: string;
        try {
          const { data } = await cacheDataLoaded;
          if (!data) return;
          userId = data.profile.id;
        } catch {
          return;
        }
        await whenPageSettled();
        if (removed) return;
        const refresh = () => dispatch(api.util.invalidateTags([{ type: 'Follow', id: userId }]));
        const channel = getSupabase()
          .channel(`profile-follows:${userId}:${Math.random().toString(36).slice(2)}`)
          .on(
            'postgres_changes',
            {
              event: '*',
              schema: 'public',
              table: 'user_follows',
              filter: `following_id=eq.${userId}`,
            },
            refresh,
          )
          .on(
            'postgres_changes',
            {
              event: '*',
              schema: 'public',
              table: 'user_follows',
              filter: `follower_id=eq.${userId}`,
            },
            refresh,
          )
          .subscribe();
        await cacheEntryRemoved;
        await getSupabase().removeChannel(channel);
      },
    }),
  }),
});

export const { useGetProfilePageQuery } = profilePageApi;
export const getProfilePageEndpoint = profilePageApi.endpoints.getProfilePage;

/** Puts a member's profile page into the store as if it had been read (the server renders it). */
export const seedProfilePage = (username: string, page: ProfilePage | null) =>
  profilePageApi.util.upsertQueryData('getProfilePage', username, page);
