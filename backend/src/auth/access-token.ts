import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SerializedUser } from './user.serializer.ts';
import { errors } from './auth-error.ts';

export interface AccessClaims extends JWTPayload {
  role?: string;
  session_id?: string;
  email?: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** GoTrue's access token claims, as supabase-js reads them; `aud` is a single string. */
export async function signAccessToken(opts: {
  user: SerializedUser;
  sessionId: string;
  issuer: string;
  secret: string;
  expiresIn: number;
  method: string;
  authenticatedAt: number;
}): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + opts.expiresIn;
  const token = await new SignJWT({
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
    aal: 'aal1',
    amr: [{ method: opts.method, timestamp: opts.authenticatedAt }],
    session_id: opts.sessionId,
    is_anonymous: opts.user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(keyOf(opts.secret));
  return { token, expiresAt };
}

export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify<AccessClaims>(token, keyOf(secret), {
      algorithms: ['HS256'],
    });
    return payload;
  } catch (error) {
    throw errors.badJwt((error as Error).message);
  }
}
