import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth.plugin.ts';
import { AuthError, errors } from './auth-error.ts';
import { clientKey } from './client-key.ts';
import { countCodeGuess } from './code-guesses.ts';
import { emailTokenHash } from './email-otp.ts';
import {
  isEmailVerifyType,
  verifyEmailToken,
  type EmailVerifyType,
  type VerifyOutcome,
} from './email-verification.ts';
import { verifyParams } from './verify-params.ts';
import {
  flowMethodOfVerifyType,
  issueFlowAuthCode,
  type FlowAuthenticationMethod,
} from './flow-state.repository.ts';
import { PKCE_PREFIX } from './pkce-challenge.ts';
import { bodyOf, queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import { issueSession, type SessionResponse } from './session.service.ts';
import { inTransaction } from './transaction.ts';

/** GoTrue's answer to the first link of a secure email change (verify.go). */
const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** A 303 to the site with `params` in the hash and `query` (a PKCE flow's answer) in the query. */
function redirectWithHash(
  reply: FastifyReply,
  target: string,
  params: Record<string, string>,
  query: Record<string, string> = {},
): FastifyReply {
  const url = new URL(target);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.hash = new URLSearchParams(params).toString();
  return reply.code(303).redirect(url.toString());
}

const sessionHash = (session: SessionResponse, type: string) => ({
  access_token: session.access_token,
  expires_at: String(session.expires_at),
  expires_in: String(session.expires_in),
  refresh_token: session.refresh_token,
  sb: '',
  token_type: 'bearer',
  type,
});

/** GoTrue's oauthErrorMap: the OAuth `error` for an HTTP status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL: the error goes to the site in the hash (and the query, for PKCE). */
function errorParams(error: AuthError): Record<string, string> {
  const oauthError = OAUTH_ERRORS[error.status];
  return {
    ...(oauthError ? { error: oauthError } : {}),
    error_code: error.code,
    error_description: error.message,
  };
}

type Answer = { outcome: VerifyOutcome; session?: SessionResponse; authCode?: string };

/**
 * Verifies a token hash and, when it signs the user in, starts a session (amr `otp`), in one
 * transaction; in a PKCE `flow` it hands out the flow's auth code instead.
 */
function verifyAndSignIn(
  deps: AuthContext,
  request: FastifyRequest,
  type: Parameters<typeof verifyEmailToken>[1],
  tokenHash: string | readonly string[],
  invalid?: AuthError,
  flow?: FlowAuthenticationMethod,
): Promise<Answer> {
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
async function countFailure(
  deps: AuthContext,
  request: FastifyRequest,
  error: AuthError,
): Promise<AuthError> {
  const key = clientKey(request, deps.settings.rateLimitHeader);
  return (await deps.limits.verifyFailed(key)) ? error : errors.requestRateLimit();
}

/**
 * A typed code can be guessed, so it is counted before it is checked: for its client and its
 * address (429 once their wrong ones are used up; a success gives its count back) and for each live
 * code it could be (which dies after a few wrong ones). It also matches the token of a PKCE flow.
 */
async function verifyTypedCode(
  deps: AuthContext,
  request: FastifyRequest,
  { type, email, code }: { type: EmailVerifyType; email: string; code: string },
): Promise<Answer> {
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

/** GET /verify (the mailed link, answered 303 to the site) and POST /verify (verifyOtp, answered JSON). */
export function registerVerify(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;
  app.get('/verify', async (request, reply) => {
    const token = queryParam(request, 'token') ?? '';
    const type = queryParam(request, 'type') ?? '';
    const target = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );
    const pkce = token.startsWith(PKCE_PREFIX);
    try {
      if (!token || !isEmailVerifyType(type)) throw errors.otpExpired();
      const flow = pkce ? flowMethodOfVerifyType(type) : undefined;
      if (pkce && !flow)
        throw errors.unexpected(
          'Unexpected failure, please check server logs for more information',
        );
      const { outcome, session, authCode } = await verifyAndSignIn(
        deps,
        request,
        type,
        token,
        undefined,
        flow,
      );
      if (outcome.kind === 'first_of_two') {
        const message = { message: SINGLE_CONFIRMATION };
        return redirectWithHash(reply, target, { ...message, sb: '' }, pkce ? message : {});
      }
      // GoTrue's prepPKCERedirectURL: the code in the query; the client trades it for the session.
      if (authCode) return redirectWithHash(reply, target, {}, { code: authCode });
      if (outcome.kind === 'email_changed')
        return redirectWithHash(reply, target, { message: 'Email change confirmed', sb: '' });
      if (!session || outcome.kind !== 'signed_in') throw errors.otpExpired();
      return redirectWithHash(reply, target, sessionHash(session, outcome.type));
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error;
      const params = errorParams(await countFailure(deps, request, error));
      return redirectWithHash(reply, target, { ...params, sb: '' }, pkce ? params : {});
    }
  });

  app.post('/verify', async (request) => {
    const params = verifyParams(bodyOf(request));
    const { outcome, session } =
      'tokenHash' in params
        ? await verifyAndSignIn(deps, request, params.type, params.tokenHash).catch(
            async (error: unknown) => {
              throw error instanceof AuthError && error.status < 500
                ? await countFailure(deps, request, error)
                : error;
            },
          )
        : await verifyTypedCode(deps, request, params);
    return outcome.kind === 'first_of_two' ? { msg: SINGLE_CONFIRMATION, code: '200' } : session;
  });
}
