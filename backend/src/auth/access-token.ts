import type { JWTPayload } from 'jose';
import type { JwtKeys, JwtVerifier } from '../jwt-keys.ts';
import type { AmrEntry } from './mfa/amr-claims.repository.ts';
import type { SerializedUser } from './user.serializer.ts';
import { errors } from './auth-error.ts';

export interface AccessClaims extends JWTPayload {
  role?: string;
  session_id?: string;
  email?: string;
}

/** GoTrue's access token claims, as supabase-js reads them; `aud` is a single string. */
export async function signAccessToken(opts: {
  user: SerializedUser;
  sessionId: string;
  issuer: string;
  keys: JwtKeys;
  expiresIn: number;
  aal: 'aal1' | 'aal2';
  /** Newest first; left out of the token when empty, as GoTrue's omitempty does. */
  amr: AmrEntry[];
}): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + opts.expiresIn;
  const token = await opts.keys.signAccessToken({
    iss: opts.issuer,
    sub: opts.user.id,
    aud: opts.user.aud,
    exp: expiresAt,
    iat: now,
    email: opts.user.email,
    phone: opts.user.phone,
    app_metadata: opts.user.app_metadata,
    user_metadata: opts.user.user_metadata,
    role: opts.user.role,
    aal: opts.aal,
    amr: opts.amr.length ? opts.amr : undefined,
    session_id: opts.sessionId,
    is_anonymous: opts.user.is_anonymous,
  });
  return { token, expiresAt };
}

/** The signing key's token, or any other the key set accepts (the legacy secret's included). */
export async function verifyAccessToken(token: string, keys: JwtVerifier): Promise<AccessClaims> {
  try {
    return await keys.verify<AccessClaims>(token);
  } catch (error) {
    throw errors.badJwt((error as Error).message);
  }
}
