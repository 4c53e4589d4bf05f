import { jwtVerify, SignJWT } from 'jose';
import { storageErrors } from '../storage-error.ts';

export type SignedUrlScope = 'download' | 'upload';

export interface SignedUrlClaims {
  url: string;
  scope?: SignedUrlScope;
  owner?: string;
  upsert?: boolean;
  /** A transformed image's parameters, as storage-api signs them (`width:100,resize:cover`). */
  transformations?: string;
  /** The `format` asked for with them. */
  format?: string;
  exp: number;
}

/** storage-api's limit on `expiresIn`: a whole number of seconds whose expiry still fits a date. */
export function checkedExpiresIn(value: unknown): number {
  if (value === undefined)
    throw storageErrors.invalidRequest("body must have required property 'expiresIn'");
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw storageErrors.invalidRequest('body/expiresIn must be integer');
  if (value < 1) throw storageErrors.invalidRequest('body/expiresIn must be >= 1');
  const maximum = Math.floor(Number.MAX_SAFE_INTEGER / 1000) - Math.floor(Date.now() / 1000);
  if (value > maximum) throw storageErrors.invalidParameter('expiresIn');
  return value;
}

/** A token for `<bucket>/<key>`, signed with the project's JWT secret as storage-api signs it. */
export function signUrlToken(
  secret: Uint8Array,
  claims: Omit<SignedUrlClaims, 'exp'>,
  expiresIn: number,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(secret);
}

/** The scope a token carries; tokens without one are told apart as storage-api does. */
function scopeOf(payload: Record<string, unknown>): SignedUrlScope | null {
  if (payload.scope === 'download' || payload.scope === 'upload') return payload.scope;
  if (payload.scope !== undefined) return null;
  return 'upsert' in payload ? 'upload' : 'download';
}

/**
 * Checks a signed URL's token for `<bucket>/<key>` and `scope`, with storage-api's errors: a bad or
 * expired JWT is `InvalidJWT` with the verifier's message, another object `InvalidSignature`.
 */
export async function verifyUrlToken(
  secret: Uint8Array,
  token: string,
  url: string,
  scope: SignedUrlScope,
): Promise<SignedUrlClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
  }
  if (scopeOf(payload) !== scope)
    throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== url) throw storageErrors.invalidSignature();
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now())
    throw storageErrors.expiredSignature();
  return payload as unknown as SignedUrlClaims;
}
