import { api, getSupabase, toApiError, type ApiError } from '@likegripe/shared-core';

/** The member's own two-factor state: the verified authenticator app, if there is one. */
export interface TwoFactorStatus {
  verifiedFactorId: string | null;
}

/** What an authenticator app needs to add the account: the QR code and the same secret as text. */
export interface TwoFactorEnrolment {
  factorId: string;
  /** An SVG data URI, ready for an <img>. */
  qrCode: string;
  secret: string;
}

/**
 * The name the factor is enrolled under. The auth service refuses a second unverified factor of
 * the same name, so leftovers of an enrolment that was never finished are removed first.
 */
const FACTOR_NAME = 'Authenticator app';

const TWO_FACTOR_TAG = { type: 'Profile', id: 'two-factor' } as const;

const failed = (error: unknown): { error: ApiError } => ({ error: toApiError(error) });

async function checkCode(factorId: string, code: string) {
  const { error } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, undefined>({
      queryFn: async () => {
        const { data, error } = await getSupabase().auth.mfa.listFactors();
        if (error) return failed(error);
        return { data: { verifiedFactorId: data.totp[0]?.id ?? null } };
      },
      providesTags: [TWO_FACTOR_TAG],
    }),
    /** Starts an enrolment: a new, unverified factor with its QR code and secret. */
    startTwoFactor: build.mutation<TwoFactorEnrolment, undefined>({
      queryFn: async () => {
        try {
          const mfa = getSupabase().auth.mfa;
          const listed = await mfa.listFactors();
          if (listed.error) throw listed.error;
          for (const leftover of listed.data.all.filter((f) => f.status === 'unverified')) {
            const removed = await mfa.unenroll({ factorId: leftover.id });
            if (removed.error) throw removed.error;
          }
          const { data, error } = await mfa.enroll({
            factorType: 'totp',
            friendlyName: FACTOR_NAME,
          });
          if (error) throw error;
          return {
            data: { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
          };
        } catch (error) {
          return failed(error);
        }
      },
    }),
    /** Verifies the first code of an enrolment: the factor is on, the session at aal2. */
    finishTwoFactor: build.mutation<null, { factorId: string; code: string }>({
      queryFn: async ({ factorId, code }) => {
        try {
          await checkCode(factorId, code);
          return { data: null };
        } catch (error) {
          return failed(error);
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [TWO_FACTOR_TAG]),
    }),
    /** Drops an enrolment that was not finished. */
    cancelTwoFactor: build.mutation<null, { factorId: string }>({
      queryFn: async ({ factorId }) => {
        const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
        return error ? failed(error) : { data: null };
      },
    }),
    /**
     * Turns two-factor off after a fresh code. Removing a verified factor needs an aal2 session;
     * the code is checked first either way, so an unattended signed-in browser cannot turn it off.
     */
    turnOffTwoFactor: build.mutation<null, { factorId: string; code: string }>({
      queryFn: async ({ factorId, code }) => {
        try {
          await checkCode(factorId, code);
          const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
          if (error) throw error;
          return { data: null };
        } catch (error) {
          return failed(error);
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [TWO_FACTOR_TAG]),
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorMutation,
  useFinishTwoFactorMutation,
  useCancelTwoFactorMutation,
  useTurnOffTwoFactorMutation,
} = twoFactorApi;
