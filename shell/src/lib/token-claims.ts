import { decodeJwt } from 'jose';

/**
 * A string claim of an access token, read without checking its signature (the auth server that
 * issued it checks that); null when the token or the claim cannot be read.
 */
export function tokenClaim(accessToken: string | undefined, claim: string): string | null {
  if (!accessToken) return null;
  try {
    const value = decodeJwt(accessToken)[claim];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
