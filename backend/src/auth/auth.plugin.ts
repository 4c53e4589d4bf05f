import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { registerAuthExtras } from './compat/auth-extras.ts';
import type { AuthContext, AuthDeps } from './auth-context.ts';
import { API_VERSION, AuthError, errors, sendAuthError } from './auth-error.ts';
import { createAuthLimits } from './auth-limits.service.ts';
import { registerJwks } from './jwks.route.ts';
import { registerLogout } from './logout.route.ts';
import { registerFactors } from './mfa/factors.route.ts';
import { registerRecover } from './recover.route.ts';
import { registerSettings } from './settings.route.ts';
import { prepareDummyHash } from './password.policy.ts';
import { installJsonParser } from './request-body.ts';
import { registerResend } from './resend.route.ts';
import { registerSignup } from './signup.route.ts';
import { registerToken } from './token.route.ts';
import { registerUser } from './user.route.ts';
import { registerVerify } from './verify.route.ts';

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

/**
 * GoTrue-compatible auth, mounted at /auth/v1: the core the site uses and, in one call, the
 * compatibility extras, which also answer the request shapes of core routes the site never sends.
 */
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
  registerSettings(app, deps.settings);
  registerJwks(app, deps.jwtKeys);
  const context: AuthContext = { ...deps, limits: createAuthLimits(deps.settings) };
  const extensions = registerAuthExtras(app, context);
  registerSignup(app, context, extensions);
  registerResend(app, context);
  registerToken(app, context, extensions);
  registerUser(app, context);
  registerLogout(app, context);
  registerVerify(app, context);
  registerRecover(app, context);
  registerFactors(app, context);
};
