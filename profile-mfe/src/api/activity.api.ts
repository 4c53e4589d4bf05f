import { api, getSupabase, takeVisitorRouteData, toApiError } from '@likegripe/shared-core';
import { ACTIVITY_LIMIT, userPostsQuery } from './profile-requests';

export interface ActivityPost {
  id: string;
  title: string;
  description: string | null;
  category: string;
  linkUrl: string | null;
  createdAt: string;
}

export type ReactionType = 'like' | 'gripe';

export interface ActivityReaction {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  postTitle: string | null;
  postDescription: string | null;
}

type UserPostRow = NonNullable<Awaited<ReturnType<typeof userPostsQuery>>['data']>[number];

export function toActivityPost(post: UserPostRow): ActivityPost {
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    category: post.category,
    linkUrl: post.link_url,
    createdAt: post.created_at,
  };
}

/** Where the page's route data carries a member's Posts tab rows. */
export const userPostsDataKey = (userId: string) => `user_posts:${userId}`;

const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The member's posts by user_id, newest first, limit 10. */
    getUserPosts: build.query<ActivityPost[], string>({
      queryFn: async (userId) => {
        const fromPage = await takeVisitorRouteData<UserPostRow[]>(userPostsDataKey(userId));
        if (fromPage) return { data: fromPage.map(toActivityPost) };
        const { data, error } = await userPostsQuery(getSupabase(), userId);
        if (error) return { error: toApiError(error) };
        return { data: data.map(toActivityPost) };
      },
      providesTags: (_result, _error, userId) => [{ type: 'Activity', id: userId }, 'Feed'],
    }),

    /** The member's like or gripe comments with the post's title, limit 10. */
    getUserReactions: build.query<ActivityReaction[], { userId: string; type: ReactionType }>({
      queryFn: async ({ userId, type }) => {
        const { data, error } = await getSupabase()
          .from('comments')
          .select('id, post_id, content, created_at, posts(title, description)')
          .eq('user_id', userId)
          .eq('comment_type', type)
          .order('created_at', { ascending: false })
          .limit(ACTIVITY_LIMIT);
        if (error) return { error: toApiError(error) };
        return {
          data: data.map((comment) => ({
            id: comment.id,
            postId: comment.post_id,
            content: comment.content,
            createdAt: comment.created_at,
            postTitle: comment.posts?.title ?? null,
            postDescription: comment.posts?.description ?? null,
          })),
        };
      },
      providesTags: (_result, _error, { userId }) => [{ type: 'Activity', id: userId }, 'Reaction'],
    }),
  }),
});

export const { useGetUserPostsQuery, useGetUserReactionsQuery } = activityApi;
export const getUserPostsEndpoint = activityApi.endpoints.getUserPosts;

/** Puts a member's Posts tab into the store as if it had been read (the server renders it). */
export const seedUserPosts = (userId: string, posts: ActivityPost[]) =>
  activityApi.util.upsertQueryData('getUserPosts', userId, posts);
