import { api, getSupabase, toApiError } from '@likegripe/shared-core';

/** What an author may change on their post; everything else stays as it was written. */
export interface PostEdit {
  postId: string;
  title: string;
  description: string | null;
  linkUrl: string | null;
  hashtags: string[];
}

const editPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Saves the author's changes. Row-level security lets only the author's own row change, so
     * someone else's post is a zero-row update, reported as a refusal.
     */
    editPost: build.mutation<null, PostEdit>({
      async queryFn({ postId, title, description, linkUrl, hashtags }) {
        const { data, error, status } = await getSupabase()
          .from('posts')
          .update({ title, description, link_url: linkUrl, hashtags })
          .eq('id', postId)
          .select('id');
        if (error) return { error: { ...toApiError(error), status } };
        if (data.length === 0)
          return { error: { message: 'The post could not be edited.', status: 403 } };
        return { data: null };
      },
      invalidatesTags: (_result, _error, { postId }) => [
        { type: 'Post', id: postId },
        'Feed',
        'Activity',
      ],
    }),
  }),
});

export const { useEditPostMutation } = editPostApi;
