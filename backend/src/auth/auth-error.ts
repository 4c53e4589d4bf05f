import type { FastifyReply } from 'fastify';

export const API_VERSION = '2024-01-01';

/** An error GoTrue would answer with: HTTP status, machine code, message, optional extra body keys. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The mail interval's 429, told apart from the service-wide mail limit's (both over_email_send_rate_limit). */
export class MailTooSoonError extends AuthError {}

/** GoTrue's 2024-01-01 error body, plus the legacy `error_code`/`msg` keys, which clients ignore if unused. */
export function sendAuthError(reply: FastifyReply, error: AuthError): FastifyReply {
  return reply
    .code(error.status)
    .header('x-supabase-api-version', API_VERSION)
    .header('x-sb-error-code', error.code)
    .send({
      code: error.code,
      error_code: error.code,
      message: error.message,
      msg: error.message,
      ...error.extra,
    });
}

export const errors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: (detail: string) =>
    new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  userNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: (status: number) => new AuthError(status, 'user_banned', 'User is banned'),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  userExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  requestRateLimit: () =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  emailRateLimit: () =>
    new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  mailTooSoon: (seconds: number) =>
    new MailTooSoonError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  appMetadataNotAdmin: () =>
    new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges'),
  unexpected: (message: string) => new AuthError(500, 'unexpected_failure', message),
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
  otpExpired: (message = 'Email link is invalid or has expired') =>
    new AuthError(403, 'otp_expired', message),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  signupDisabled: () =>
    new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  anonymousDisabled: () =>
    new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  phoneDisabled: (message: string) => new AuthError(400, 'phone_provider_disabled', message),
  samlDisabled: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
};
