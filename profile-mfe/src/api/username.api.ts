import {
  USERNAME_INVALID_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  USERNAME_UNAVAILABLE_CHECK_MESSAGE,
  api,
  getSupabase,
} from '@likegripe/shared-core';

const usernameApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The server functions decide whether a new username is valid and free for the
     * member now called `currentUsername`. Resolves to null when it may be used, else the spec's
     * message for the user.
     */
    checkUsername: build.mutation<string | null, { username: string; currentUsername: string }>({
      queryFn: async ({ username, currentUsername }) => {
        const supabase = getSupabase();
        const valid = await supabase.rpc('validate_username', { username_to_validate: username });
        if (valid.error) return { data: USERNAME_UNAVAILABLE_CHECK_MESSAGE };
        if (!valid.data) return { data: USERNAME_INVALID_MESSAGE };
        // Names are unique case-insensitively, so a change of case only is always free.
        if (username.toLowerCase() === currentUsername.toLowerCase()) return { data: null };
        const available = await supabase.rpc('check_username_available', {
          username_to_check: username,
        });
        if (available.error) return { data: USERNAME_UNAVAILABLE_CHECK_MESSAGE };
        return { data: available.data ? null : USERNAME_TAKEN_MESSAGE };
      },
    }),
  }),
});

export const { useCheckUsernameMutation } = usernameApi;
