import { api, getSupabase, toApiError, type Category } from '@likegripe/shared-core';

export interface NewPost {
  userId: string;
  title: string;
  description: string | null;
  category: Category;
  mediaUrls: string[];
  linkUrl: string | null;
  hashtags: string[];
}

/** Inserts the post; the new post's id comes back so the feed can be told about it. */
export const createPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPost: build.mutation<{ id: string }, NewPost>({
      async queryFn(post) {
        const { data, error, status } = await getSupabase()
          .from('posts')
          .insert({
            user_id: post.userId,
            title: post.title,
            description: post.description,
            category: post.category,
            media_urls: post.mediaUrls.length > 0 ? post.mediaUrls : null,
            link_url: post.linkUrl,
            hashtags: post.hashtags,
          })
          .select('id')
          .single();
        // The status tells an expired session (401) from a refused row; fetch failures report 0.
        return error ? { error: { ...toApiError(error), status } } : { data: { id: data.id } };
      },
      invalidatesTags: ['Feed', 'Activity', 'Profile'],
    }),
  }),
});

export const { useCreatePostMutation } = createPostApi;
