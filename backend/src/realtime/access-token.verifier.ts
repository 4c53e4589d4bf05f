import type { JwtVerifier } from '../jwt-keys.ts';

/** Verified claims a subscription reads rows with. */
export interface SubscriberClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub: string | null;
  exp: number;
  raw: Record<string, unknown>;
}

const apiRoles = new Set(['anon', 'authenticated', 'service_role']);

export class InvalidTokenError extends Error {}

/**
 * As Realtime: the token must verify with one of the project's keys (a listed `kid`, or the legacy
 * secret for HS256) and carry an API `role` and an `exp`.
 */
export async function verifyAccessToken(
  token: string,
  keys: JwtVerifier,
): Promise<SubscriberClaims> {
  let payload: Record<string, unknown>;
  try {
    payload = await keys.verify(token);
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
