import { api, getSupabase, toApiError } from '@likegripe/shared-core';

/**
 * After a password sign-in: the verified authenticator app whose code the sign-in still needs
 * (the session is aal1 and the member can reach aal2), or null when the sign-in is complete.
 */
export async function secondFactorToVerify(): Promise<string | null> {
  const mfa = getSupabase().auth.mfa;
  const level = await mfa.getAuthenticatorAssuranceLevel();
  if (level.error) throw level.error;
  if (level.data.currentLevel !== 'aal1' || level.data.nextLevel !== 'aal2') return null;
  const factors = await mfa.listFactors();
  if (factors.error) throw factors.error;
  const factor = factors.data.totp[0];
  if (!factor) throw new Error('No authenticator app found for this account');
  return factor.id;
}

/** The code step of a sign-in: verify the app's code (aal2), or give up and sign out. */
const secondFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifySignInCode: build.mutation<null, { factorId: string; code: string }>({
      queryFn: async ({ factorId, code }) => {
        try {
          const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code });
          return error ? { error: toApiError(error) } : { data: null };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
    }),
    cancelSignIn: build.mutation<null, undefined>({
      queryFn: async () => {
        // Only this browser's session: the password sign-in that is left unfinished.
        const { error } = await getSupabase().auth.signOut({ scope: 'local' });
        return error ? { error: toApiError(error) } : { data: null };
      },
    }),
  }),
});

export const { useVerifySignInCodeMutation, useCancelSignInMutation } = secondFactorApi;
