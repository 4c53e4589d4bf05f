import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { AuthError, errors } from './auth-error.ts';
import { clientKey } from './client-key.ts';
import { verifyEmailToken, type VerifyOutcome } from './email-verification.ts';
import { issueFlowAuthCode, type FlowAuthenticationMethod } from './flow-state.repository.ts';
import { issueSession, type SessionResponse } from './session.service.ts';
import { inTransaction } from './transaction.ts';

/** GoTrue's answer to the first link of a secure email change (verify.go). */
export const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** What a verified token gives: its outcome, and the session it started or a PKCE flow's auth code. */
export type VerifyAnswer = { outcome: VerifyOutcome; session?: SessionResponse; authCode?: string };

/**
 * Verifies a token hash and, when it signs the user in, starts a session (amr `otp`), in one
 * transaction; in a PKCE `flow` it hands out the flow's auth code instead.
 */
export function verifyAndSignIn(
  deps: AuthContext,
  request: FastifyRequest,
  type: Parameters<typeof verifyEmailToken>[1],
  tokenHash: string | readonly string[],
  invalid?: AuthError,
  flow?: FlowAuthenticationMethod,
): Promise<VerifyAnswer> {
  const client = { userAgent: request.headers['user-agent'], ip: request.ip };
  return inTransaction(deps.pool, async (db) => {
    const outcome = await verifyEmailToken(
      db,
      type,
      tokenHash,
      deps.settings.mailerOtpExpSeconds,
      invalid,
    );
    if (outcome.kind === 'first_of_two') return { outcome };
    if (flow) {
      const authCode = await issueFlowAuthCode(db, outcome.userId, flow);
      if (!authCode)
        throw new AuthError(
          400,
          'flow_state_not_found',
          'No associated flow state found. 422: No valid flow state found for user.',
        );
      return { outcome, authCode };
    }
    const session = await issueSession(deps, db, { id: outcome.userId }, 'otp', client);
    return { outcome, session };
  });
}

/**
 * Counts a failed link or token hash against its client; once the client's failures are used up it
 * is answered 429 instead. Valid links are never counted, so one client's failures (behind a shared
 * address, everyone's) cannot keep anyone else's link from working.
 */
export async function countVerifyFailure(
  deps: AuthContext,
  request: FastifyRequest,
  error: AuthError,
): Promise<AuthError> {
  const key = clientKey(request, deps.settings.rateLimitHeader);
  return (await deps.limits.verifyFailed(key)) ? error : errors.requestRateLimit();
}
