import type { AuthContext } from '../auth-context.ts';
import { errors } from '../auth-error.ts';
import type { Json } from '../user.types.ts';
import { inTransaction } from '../transaction.ts';
import { storedSessionAal } from './amr-claims.repository.ts';
import type { FactorCaller } from './factor-caller.ts';
import { deleteExpiredFactors, insertTotpFactor, listFactors } from './factor.repository.ts';
import { mfaErrors } from './mfa-errors.ts';
import { newTotpKey } from './totp.ts';

/** Unverified factors never challenged are dropped after this long (GoTrue's factor expiry). */
const ABANDONED_FACTOR_SECONDS = 300;

export interface EnrollResponse {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

const optionalString = (body: Json, name: string): string => {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw errors.badJson(`${name} must be a string`);
  return value;
};

/** The issuer shown in authenticator apps: the one asked for, else the site's host, as GoTrue does. */
function issuerOf(body: Json, siteUrl: string): string {
  const asked = optionalString(body, 'issuer');
  if (asked) return asked;
  try {
    return new URL(siteUrl).host;
  } catch {
    throw errors.unexpected('site url is improperly formatted');
  }
}

/**
 * POST /factors: a new unverified TOTP factor with its secret and QR code. GoTrue's checks, in its
 * order: only TOTP is enabled; abandoned enrollments expire; names are unique per user (an empty
 * name too, so a second nameless enrollment is refused); at most so many factors; and a user who
 * has a verified factor adds another only from an aal2 session.
 */
export async function enrollFactor(
  deps: AuthContext,
  caller: FactorCaller,
  body: Json,
): Promise<EnrollResponse> {
  switch (body.factor_type) {
    case 'phone':
      throw mfaErrors.phoneEnrollDisabled();
    case 'webauthn':
      throw mfaErrors.webAuthnEnrollDisabled();
    case 'totp':
      break;
    default:
      throw mfaErrors.unknownFactorType();
  }
  const friendlyName = optionalString(body, 'friendly_name');
  const issuer = issuerOf(body, deps.settings.siteUrl);
  const { settings } = deps;
  return inTransaction(deps.pool, async (db) => {
    // One enrollment at a time per user, so two at once cannot both pass the limits.
    await db.query('select 1 from auth.users where id = $1 for update', [caller.user.id]);
    await deleteExpiredFactors(db, ABANDONED_FACTOR_SECONDS);
    const factors = await listFactors(db, caller.user.id);
    if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName))
      throw mfaErrors.nameConflict(friendlyName);
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= settings.mfaMaxEnrolledFactors) throw mfaErrors.tooManyFactors();
    if (verified >= settings.mfaMaxVerifiedFactors) throw mfaErrors.tooManyFactors();
    if (verified > 0 && (await storedSessionAal(db, caller.sessionId)) !== 'aal2')
      throw mfaErrors.enrollNeedsAal2();

    const key = await newTotpKey(issuer, caller.user.email ?? '');
    const factor = await insertTotpFactor(db, caller.user.id, friendlyName, key.secret);
    return {
      id: factor.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri },
    };
  });
}
