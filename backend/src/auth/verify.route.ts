import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { AuthError, errors } from './auth-error.ts';
import { isEmailVerifyType } from './email-verification.ts';
import { flowMethodOfVerifyType } from './flow-state.repository.ts';
import { PKCE_PREFIX } from './pkce-challenge.ts';
import { queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import type { SessionResponse } from './session.service.ts';
import { countVerifyFailure, SINGLE_CONFIRMATION, verifyAndSignIn } from './verify-sign-in.ts';

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

/** GET /verify: the mailed link, answered with a 303 to the site. */
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
      const params = errorParams(await countVerifyFailure(deps, request, error));
      return redirectWithHash(reply, target, { ...params, sb: '' }, pkce ? params : {});
    }
  });
}
