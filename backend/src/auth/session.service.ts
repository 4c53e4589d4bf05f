import type pg from 'pg';
import type { AuthDeps } from './auth-context.ts';
import { signAccessToken } from './access-token.ts';
import { AuthError, errors } from './auth-error.ts';
import {
  createSession,
  findActiveRefreshToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  revokeRefreshToken,
  revokeSessionTokens,
  touchSession,
} from './session.repository.ts';
import { addAmrClaim, sessionAssurance } from './mfa/amr-claims.repository.ts';
import { inTransaction } from './transaction.ts';
import { findUserById, getUserById, touchSignIn } from './user.repository.ts';
import { serializeUser } from './user.serializer.ts';
import type { UserWithIdentities } from './user.types.ts';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof serializeUser>;
  weak_password?: { message: string; reasons: string[] };
}

/**
 * The token response for a session: the access token's `aal` and `amr` come from the methods the
 * session was authenticated with, so a refresh keeps the level a second factor reached.
 */
export async function sessionResponse(
  deps: AuthDeps,
  db: pg.PoolClient,
  user: UserWithIdentities,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const serialized = serializeUser(user);
  const expiresIn = deps.settings.jwtExpirySeconds;
  const { aal, amr } = await sessionAssurance(db, sessionId);
  const { token, expiresAt } = await signAccessToken({
    user: serialized,
    sessionId,
    issuer: `${deps.publicUrl()}/auth/v1`,
    keys: deps.jwtKeys,
    expiresIn,
    aal,
    amr,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: serialized,
  };
}

/**
 * Starts a new session for a signed-in user: last_sign_in_at, session row, first refresh token, access
 * token; the user in the answer is read back, as GoTrue's issueRefreshToken does.
 */
export async function issueSession(
  deps: AuthDeps,
  db: pg.PoolClient,
  signedIn: Pick<UserWithIdentities, 'id'>,
  method: string,
  client: { userAgent?: string; ip?: string },
): Promise<SessionResponse> {
  await touchSignIn(db, signedIn.id);
  const user = await getUserById(db, signedIn.id);
  const sessionId = await createSession(db, user.id, client.userAgent, client.ip);
  await addAmrClaim(db, sessionId, method);
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
  return sessionResponse(deps, db, user, sessionId, refreshToken);
}

const invalid = (code: string, detail: string) =>
  new AuthError(400, code, `Invalid Refresh Token: ${detail}`);

/**
 * The refresh_token grant with GoTrue's rotation rules: a revoked token that is the parent of the session's
 * active token gets that active token back (another tab refreshed first); any revoked token may be swapped
 * again within the reuse interval; later reuse revokes the whole family, and a family without a live token
 * stays refused.
 */
export async function refreshSession(deps: AuthDeps, rawToken: unknown): Promise<SessionResponse> {
  if (typeof rawToken !== 'string' || rawToken.length < 8)
    throw errors.validation('Refresh token is not valid');
  return inTransaction(deps.pool, async (db) => {
    const token = await findRefreshTokenForUpdate(db, rawToken);
    if (!token) throw invalid('refresh_token_not_found', 'Refresh Token Not Found');
    if (!token.session_id) throw invalid('session_not_found', 'Session Not Found');
    const user = await findUserById(db, token.user_id);
    if (!user) throw invalid('refresh_token_not_found', 'Refresh Token Not Found');
    if (user.banned_until && user.banned_until > new Date()) throw errors.userBanned(400);

    let issued: string | undefined;
    if (token.revoked) {
      const active = await findActiveRefreshToken(db, token.session_id);
      // A session without a live token had its family revoked: none of its tokens mints again, ever.
      if (!active) throw invalid('refresh_token_already_used', 'Already Used');
      if (active.parent === token.token) {
        issued = active.token;
      } else {
        const reuseUntil =
          token.updated_at.getTime() + deps.settings.refreshTokenReuseIntervalSeconds * 1000;
        if (Date.now() > reuseUntil) {
          await revokeSessionTokens(db, token.session_id);
          // Committed with the error, as GoTrue does: the family stays revoked.
          await db.query('commit');
          await db.query('begin');
          throw invalid('refresh_token_already_used', 'Already Used');
        }
      }
    }
    if (!issued) {
      await revokeRefreshToken(db, token.id);
      issued = await insertRefreshToken(db, user.id, token.session_id, token.token);
    }
    await touchSession(db, token.session_id);
    return sessionResponse(deps, db, user, token.session_id, issued);
  });
}
