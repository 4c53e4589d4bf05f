import { decodeJwt, type JWTPayload } from 'jose';

/** Why Realtime refuses a token: its log code (the join's reason prefix) and its message. */
export interface TokenRefusal {
  code: 'InvalidJWTToken' | 'MalformedJWT' | 'JwtSignatureError';
  message: string;
  /** What Realtime answers when the token came in an `access_token` message instead of a join. */
  refreshMessage: string;
}

const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';

/** The message jose gives when `exp` has passed; it checks the signature first, as Joken does. */
const EXPIRED = /"exp" claim timestamp check failed/;
const ROLE_REFUSED = /^JWT role is not allowed$/;

/** Realtime's answer for a token the verifier refused, from the verifier's error. */
export function tokenRefusal(token: string, error: unknown): TokenRefusal {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(token);
  } catch {
    const message = 'The token provided is not a valid JWT';
    return { code: 'MalformedJWT', message, refreshMessage: message };
  }
  const reason = error instanceof Error ? error.message : String(error);
  if (EXPIRED.test(reason) && typeof claims.exp === 'number') {
    const message = `Token has expired ${Math.floor(Date.now() / 1000) - claims.exp} seconds ago`;
    return { code: 'InvalidJWTToken', message, refreshMessage: message };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number')
    return { code: 'InvalidJWTToken', message: MISSING_CLAIMS, refreshMessage: MISSING_CLAIMS };
  // A verified token whose role is no API role (Realtime would fail later, setting the role).
  if (ROLE_REFUSED.test(reason))
    return { code: 'InvalidJWTToken', message: reason, refreshMessage: reason };
  // Realtime's channel prints the bare error atom when a new token's signature fails.
  return {
    code: 'JwtSignatureError',
    message: 'Failed to validate JWT signature',
    refreshMessage: ':signature_error',
  };
}
