import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, errors } from '../auth-error.ts';
import { clientKey } from '../client-key.ts';
import { emailTokenHash } from '../email-otp.ts';
import type { EmailVerifyType } from '../email-verification.ts';
import { PKCE_PREFIX } from '../pkce-challenge.ts';
import { bodyOf } from '../request-body.ts';
import {
  countVerifyFailure,
  SINGLE_CONFIRMATION,
  verifyAndSignIn,
  type VerifyAnswer,
} from '../verify-sign-in.ts';
import { countCodeGuess } from './code-guesses.ts';
import { verifyParams } from './verify-params.ts';

/**
 * A typed code can be guessed, so it is counted before it is checked: for its client and its
 * address (429 once their wrong ones are used up; a success gives its count back) and for each live
 * code it could be (which dies after a few wrong ones). It also matches the token of a PKCE flow.
 */
async function verifyTypedCode(
  deps: AuthContext,
  request: FastifyRequest,
  { type, email, code }: { type: EmailVerifyType; email: string; code: string },
): Promise<VerifyAnswer> {
  const key = clientKey(request, deps.settings.rateLimitHeader);
  await deps.limits.typedCode(key, email);
  const guess = await countCodeGuess(deps, email, type);
  const hash = emailTokenHash(email, code);
  const invalid = errors.otpExpired('Token has expired or is invalid');
  try {
    const answer = await verifyAndSignIn(
      deps,
      request,
      type,
      [hash, `${PKCE_PREFIX}${hash}`],
      invalid,
    );
    await deps.limits.typedCodeSucceeded(key, email);
    return answer;
  } catch (error) {
    if (error instanceof AuthError && error.status < 500) await guess.wrong();
    throw error;
  }
}

/** POST /verify (verifyOtp): a token hash or a typed code, answered with JSON. */
export function registerVerifyOtp(app: FastifyInstance, deps: AuthContext): void {
  app.post('/verify', async (request) => {
    const params = verifyParams(bodyOf(request));
    const { outcome, session } =
      'tokenHash' in params
        ? await verifyAndSignIn(deps, request, params.type, params.tokenHash).catch(
            async (error: unknown) => {
              throw error instanceof AuthError && error.status < 500
                ? await countVerifyFailure(deps, request, error)
                : error;
            },
          )
        : await verifyTypedCode(deps, request, params);
    return outcome.kind === 'first_of_two' ? { msg: SINGLE_CONFIRMATION, code: '200' } : session;
  });
}
