import { isAuthError } from '@supabase/supabase-js';
import {
  USERNAME_INVALID_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  USERNAME_UNAVAILABLE_CHECK_MESSAGE,
  api,
  getSupabase,
  readableErrorMessage,
  type ApiError,
} from '@likegripe/shared-core';
import { signUpErrorMessage } from '../lib/sign-up-errors';
import { passwordUpdateErrorMessage } from './password-update-error';
import { resendErrorMessage, resendRetryAfterSeconds } from './resend-error';
import { secondFactorToVerify } from './second-factor.api';

export interface SignInCredentials {
  email: string;
  password: string;
}

/** A password sign-in's answer: the authenticator app whose code must follow, if the member has one. */
export interface SignInAnswer {
  secondFactorId: string | null;
}

export interface SignUpDetails extends SignInCredentials {
  username: string;
  displayName: string;
  /** The page of this site the confirmation link leads to; the site root unless given. */
  returnPath?: string;
}

/** Asks for a new confirmation mail for an account that is not confirmed yet. */
export interface ResendDetails {
  email: string;
  returnPath?: string;
}

/** A resend's answer: sent, or refused with its sentence and, for the mail interval, the wait. */
export type ResendAnswer =
  { sent: true } | { sent: false; message: string; retryAfterSeconds: number | null };

/** The auth service's code for a sign-in to an account whose address is not confirmed yet. */
export const EMAIL_NOT_CONFIRMED_CODE = 'email_not_confirmed';

/** Asks for a password reset mail; the link in it leads to `redirectPath` on this site. */
export interface PasswordResetRequest {
  email: string;
  redirectPath: string;
}

/** The confirmation link leads back to the site, to the page the visitor came from. */
const confirmationRedirect = (returnPath = '/') => `${window.location.origin}${returnPath}`;

/** Marks a failure that did not come from the auth service, so the screen shows the generic text. */
export const UNEXPECTED_ERROR_CODE = 'unexpected';

/** Username failures (invalid or taken); the screen shows them under the username field too. */
export const USERNAME_ERROR_CODE = 'username';

export function unexpected(error: unknown): { error: ApiError } {
  const message = readableErrorMessage(error instanceof Error ? error.message : String(error));
  return { error: { message, code: UNEXPECTED_ERROR_CODE } };
}

/** Sends an unconfirmed account a new confirmation link (the older one stops working). */
export async function resendSignUpConfirmation({
  email,
  returnPath,
}: ResendDetails): Promise<ResendAnswer> {
  try {
    const { error } = await getSupabase().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: confirmationRedirect(returnPath) },
    });
    if (!error) return { sent: true };
    return {
      sent: false,
      message: resendErrorMessage(error),
      retryAfterSeconds: resendRetryAfterSeconds(error),
    };
  } catch (error) {
    return { sent: false, message: unexpected(error).error.message, retryAfterSeconds: null };
  }
}

/**
 * validate_username, then check_username_available (unless the name is `currentUsername` in
 * another case: names are unique case-insensitively); null when the name may be used.
 */
export async function usernameProblem(
  username: string,
  currentUsername?: string,
): Promise<ApiError | null> {
  const supabase = getSupabase();
  const valid = await supabase.rpc('validate_username', { username_to_validate: username });
  if (valid.error)
    return { message: USERNAME_UNAVAILABLE_CHECK_MESSAGE, code: USERNAME_ERROR_CODE };
  if (!valid.data) return { message: USERNAME_INVALID_MESSAGE, code: USERNAME_ERROR_CODE };
  if (username.toLowerCase() === currentUsername?.toLowerCase()) return null;
  const available = await supabase.rpc('check_username_available', { username_to_check: username });
  if (available.error) {
    return { message: USERNAME_UNAVAILABLE_CHECK_MESSAGE, code: USERNAME_ERROR_CODE };
  }
  if (!available.data) return { message: USERNAME_TAKEN_MESSAGE, code: USERNAME_ERROR_CODE };
  return null;
}

/** Sign in and sign up. The session itself reaches the store through the shell. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInAnswer, SignInCredentials>({
      async queryFn({ email, password }) {
        try {
          const { error } = await getSupabase().auth.signInWithPassword({ email, password });
          if (error) {
            const { message, status, code } = error;
            // The code lets the form offer a new confirmation link for an unconfirmed address.
            return {
              error: { message: readableErrorMessage(message), status, ...(code ? { code } : {}) },
            };
          }
          return { data: { secondFactorId: await secondFactorToVerify() } };
        } catch (error) {
          return unexpected(error);
        }
      },
    }),
    /** Answers whether the account waits for its confirmation link (no session came back). */
    signUp: build.mutation<{ confirmationRequired: boolean }, SignUpDetails>({
      async queryFn({ email, password, username, displayName, returnPath }) {
        try {
          const problem = await usernameProblem(username);
          if (problem) return { error: problem };
          const { data, error } = await getSupabase().auth.signUp({
            email,
            password,
            options: {
              emailRedirectTo: confirmationRedirect(returnPath),
              data: { username, display_name: displayName },
            },
          });
          if (error) return { error: { message: signUpErrorMessage(error), status: error.status } };
          return { data: { confirmationRequired: data.session === null } };
        } catch (error) {
          if (isAuthError(error)) return { error: { message: signUpErrorMessage(error) } };
          return { error: { message: signUpErrorMessage(null), code: UNEXPECTED_ERROR_CODE } };
        }
      },
    }),
    resendConfirmation: build.mutation<null, ResendDetails>({
      async queryFn(details) {
        const answer = await resendSignUpConfirmation(details);
        return answer.sent ? { data: null } : { error: { message: answer.message } };
      },
    }),
    requestPasswordReset: build.mutation<null, PasswordResetRequest>({
      async queryFn({ email, redirectPath }) {
        try {
          const { error } = await getSupabase().auth.resetPasswordForEmail(email, {
            redirectTo: `${window.location.origin}${redirectPath}`,
          });
          if (error) return { error: { message: resendErrorMessage(error), status: error.status } };
          return { data: null };
        } catch (error) {
          return unexpected(error);
        }
      },
    }),
    /** Sets the password of the member the session belongs to (after a reset link, a recovery session). */
    updatePassword: build.mutation<null, { password: string }>({
      async queryFn({ password }) {
        try {
          const { error } = await getSupabase().auth.updateUser({ password });
          if (error) {
            return { error: { message: passwordUpdateErrorMessage(error), status: error.status } };
          }
          return { data: null };
        } catch (error) {
          return unexpected(error);
        }
      },
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useResendConfirmationMutation,
  useRequestPasswordResetMutation,
  useUpdatePasswordMutation,
} = authApi;

/** 'Error signing in' with the server's message, or the generic text when unexpected. */
export function signInFailureIsUnexpected(error: ApiError): boolean {
  return error.code === UNEXPECTED_ERROR_CODE || !error.message.trim();
}
