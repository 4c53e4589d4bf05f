import { AuthError } from '../auth-error.ts';

/** GoTrue's MFA errors, with its status codes and messages. */
export const mfaErrors = {
  anonymous: () =>
    new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions'),
  noSession: (action: string) =>
    new AuthError(
      500,
      'unexpected_failure',
      `A valid session and a registered user are required to ${action}`,
    ),
  phoneEnrollDisabled: () =>
    new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
  webAuthnEnrollDisabled: () =>
    new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'),
  unknownFactorType: () =>
    new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn'),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    ),
  tooManyFactors: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  enrollNeedsAal2: () =>
    new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  unenrollNeedsAal2: () =>
    new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  factorIdNotUuid: () => new AuthError(404, 'validation_failed', 'factor_id must be an UUID'),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () =>
    new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    ),
  ipMismatch: () =>
    new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  emptyCode: () => new AuthError(400, 'validation_failed', 'Code needs to be non-empty'),
  wrongCode: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
};
