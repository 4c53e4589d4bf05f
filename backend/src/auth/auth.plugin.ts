import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { Config } from '../config.ts';
import type { JwtKeys } from '../jwt-keys.ts';
import type { SendMail } from '../mail/mailer.service.ts';
import { registerAdmin } from './admin/admin.routes.ts';
import { API_VERSION, AuthError, errors, sendAuthError } from './auth-error.ts';
import { createAuthLimits, type AuthLimits } from './auth-limits.service.ts';
import { registerJwks } from './jwks.route.ts';
import { registerLogout } from './logout.route.ts';
import { registerOtp } from './otp.route.ts';
import { registerReauthenticate } from './reauthenticate.route.ts';
import { registerRecover } from './recover.route.ts';
import { gotrueSettings } from './settings.ts';
import { registerSso } from './sso.route.ts';
import { prepareDummyHash } from './password.policy.ts';
import { installJsonParser } from './request-body.ts';
import { registerResend } from './resend.route.ts';
import { registerSignup } from './signup.route.ts';
import { registerToken } from './token.route.ts';
import { registerUser } from './user.route.ts';
import { registerVerify } from './verify.route.ts';

/** The settings the auth service reads, as the stack resolved them (the JWT secret is always known by then). */
export type AuthSettings = Pick<
  Config,
  | 'jwtExpirySeconds'
  | 'siteUrl'
  | 'redirectAllowList'
  | 'autoconfirm'
  | 'signupRateLimit'
  | 'signupRateWindowSeconds'
  | 'refreshTokenReuseIntervalSeconds'
  | 'mailMinIntervalSeconds'
  | 'rateLimitWindowSeconds'
  | 'rateLimitToken'
  | 'rateLimitTokenRefresh'
  | 'rateLimitVerify'
  | 'rateLimitHeader'
  | 'otpMaxWrongGuesses'
  | 'failedVerifyLimit'
  | 'failedVerifyWindowSeconds'
  | 'rateLimitEmailSent'
  | 'rateLimitEmailWindowSeconds'
  | 'failedSignInLimit'
  | 'failedSignInWindowSeconds'
  | 'passwordMinLength'
  | 'passwordHibpEnabled'
  | 'secureEmailChange'
  | 'userMetadataMaxBytes'
  | 'disableSignup'
  | 'anonymousUsersEnabled'
  | 'rateLimitAnonymousUsers'
  | 'rateLimitOtp'
  | 'mailerOtpLength'
  | 'mailerOtpExpSeconds'
  | 'updatePasswordRequireReauthentication'
> & { jwtSecret: string };

export interface AuthDeps {
  pool: pg.Pool;
  settings: AuthSettings;
  sendMail: SendMail;
  /** Signs user access tokens and verifies bearer tokens (asymmetric keys and the legacy secret). */
  jwtKeys: JwtKeys;
  /** The gateway's public base URL (known once it listens). */
  publicUrl: () => string;
}

/** What the routes share: the deps plus this service's rate limits (in memory, one per plugin). */
export interface AuthContext extends AuthDeps {
  limits: AuthLimits;
}

/** Maps framework errors (bad JSON, huge or mistyped bodies) to GoTrue-style errors. */
function toAuthError(error: FastifyError): AuthError {
  if (error instanceof AuthError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AuthError(413, 'request_too_large', 'Request body too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AuthError(415, 'validation_failed', 'Content-Type must be application/json');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.badJson(error.message);
    default:
      return error.statusCode && error.statusCode < 500
        ? new AuthError(error.statusCode, 'validation_failed', error.message)
        : errors.unexpected('Unexpected failure, please check server logs for more information');
  }
}

/** GoTrue-compatible auth, mounted at /auth/v1. */
export const authPlugin: FastifyPluginAsync<AuthDeps> = async (app, deps) => {
  installJsonParser(app);
  await prepareDummyHash();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-supabase-api-version', API_VERSION);
  });
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const authError = toAuthError(error);
    if (authError.status >= 500)
      request.log.error({ err: error, cause: (error as Error).cause }, authError.message);
    return sendAuthError(reply, authError);
  });
  app.setNotFoundHandler(async (_request, reply) => sendAuthError(reply, errors.notFound()));

  app.get('/health', async () => ({
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
  app.get('/settings', async () => gotrueSettings(deps.settings));
  registerJwks(app, deps.jwtKeys);
  const context: AuthContext = { ...deps, limits: createAuthLimits(deps.settings) };
  registerSignup(app, context);
  registerResend(app, context);
  registerToken(app, context);
  registerUser(app, context);
  registerLogout(app, context);
  registerVerify(app, context);
  registerRecover(app, context);
  registerOtp(app, context);
  registerReauthenticate(app, context);
  registerSso(app);
  registerAdmin(app, context);
};
