import { jwtVerify } from 'jose';

/** Verified claims a subscription reads rows with. */
export interface SubscriberClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub: string | null;
  exp: number;
  raw: Record<string, unknown>;
}

const apiRoles = new Set(['anon', 'authenticated', 'service_role']);

export class InvalidTokenError extends Error {}

/** As Realtime: the token must be an HS256 JWT of our secret with an API `role` and an `exp`. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
): Promise<SubscriberClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
  } catch (error) {
    throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
  }
  const { role, exp, sub } = payload;
  if (typeof role !== 'string' || !apiRoles.has(role))
    throw new InvalidTokenError('JWT role is not allowed');
  if (typeof exp !== 'number') throw new InvalidTokenError('JWT has no exp claim');
  return {
    role: role as SubscriberClaims['role'],
    sub: typeof sub === 'string' ? sub : null,
    exp,
    raw: payload,
  };
}
