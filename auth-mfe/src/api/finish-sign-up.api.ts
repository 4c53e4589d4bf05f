import { api, getSupabase, toApiError } from '@likegripe/shared-core';
import { unexpected, usernameProblem } from './auth.api';
import { passwordUpdateErrorMessage } from './password-update-error';

/** Password failures; the screen shows them under the password field too. */
export const PASSWORD_ERROR_CODE = 'password';

export interface FinishSignUpDetails {
  userId: string;
  username: string;
  displayName: string;
  password: string;
  /** The profile as it is now: a field left as it was is not written again. */
  current: { username: string; displayName: string };
}

/**
 * The account of a contested sign-up: the username and display name first (checked as on sign-up),
 * then the password, whose change tells the auth service the account is settled. A failed
 * password leaves the saved profile in place, so trying again writes only the password.
 */
const finishSignUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    finishSignUp: build.mutation<null, FinishSignUpDetails>({
      async queryFn({ userId, username, displayName, password, current }) {
        try {
          const supabase = getSupabase();
          if (username !== current.username || displayName !== current.displayName) {
            const problem =
              username === current.username
                ? null
                : await usernameProblem(username, current.username);
            if (problem) return { error: problem };
            const { error } = await supabase
              .from('profiles')
              .update({ username, display_name: displayName })
              .eq('id', userId);
            if (error) return { error: toApiError(error) };
          }
          const { error } = await supabase.auth.updateUser({ password });
          if (error) {
            const message = passwordUpdateErrorMessage(error);
            return { error: { message, status: error.status, code: PASSWORD_ERROR_CODE } };
          }
          return { data: null };
        } catch (error) {
          return unexpected(error);
        }
      },
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'Profile', id: userId }],
    }),
  }),
});

export const { useFinishSignUpMutation } = finishSignUpApi;
