import type pg from 'pg';
import type { AuthContext } from '../auth-context.ts';
import { errors } from '../auth-error.ts';
import {
  findActiveRefreshToken,
  insertRefreshToken,
  revokeRefreshToken,
} from '../session.repository.ts';
import { sessionResponse, type SessionResponse } from '../session.service.ts';
import { inTransaction } from '../transaction.ts';
import { getUserById } from '../user.repository.ts';
import type { Json } from '../user.types.ts';
import { addAmrClaim } from './amr-claims.repository.ts';
import { isUuid, type FactorCaller } from './factor-caller.ts';
import {
  deleteChallenge,
  deleteUnverifiedFactors,
  factorSecret,
  findChallengeForUpdate,
  findOwnedFactor,
  lastAcceptedStep,
  markVerified,
  type FactorRow,
} from './factor.repository.ts';
import { mfaErrors } from './mfa-errors.ts';
import { matchedStep } from './totp.ts';

/**
 * GoTrue's updateMFASessionAndClaims: the session gains the `totp` method and aal2, its refresh
 * token is swapped (the aal1 token no longer refreshes into this session's future), and the
 * user's other sessions still at aal1 are signed out.
 */
async function raiseSession(
  deps: AuthContext,
  db: pg.PoolClient,
  caller: FactorCaller,
  factorId: string,
): Promise<SessionResponse> {
  const { sessionId } = caller;
  await addAmrClaim(db, sessionId, 'totp');
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2 where id = $1`, [
    sessionId,
    factorId,
  ]);
  const current = await findActiveRefreshToken(db, sessionId);
  if (current) await revokeRefreshToken(db, current.id);
  const refreshToken = await insertRefreshToken(
    db,
    caller.user.id,
    sessionId,
    current?.token ?? null,
  );
  await db.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [caller.user.id]);
  const user = await getUserById(db, caller.user.id);
  return sessionResponse(deps, db, user, sessionId, refreshToken);
}

/**
 * POST /factors/{id}/verify: checks a TOTP code against a live challenge of the factor, made from
 * the same address; a right code verifies the factor (if new) and raises the session to aal2.
 * A code is good once: after a code is accepted, codes of its step or an earlier one are refused.
 */
export async function verifyFactor(
  deps: AuthContext,
  caller: FactorCaller,
  factor: FactorRow,
  body: Json,
  ip: string,
): Promise<SessionResponse> {
  const { code: rawCode, challenge_id: rawChallengeId } = body;
  if (rawCode !== undefined && rawCode !== null && typeof rawCode !== 'string')
    throw errors.badJson('code must be a string');
  if (!rawCode) throw mfaErrors.emptyCode();
  if (rawChallengeId !== undefined && rawChallengeId !== null && !isUuid(rawChallengeId))
    throw errors.badJson('challenge_id must be a UUID');
  if (!rawChallengeId) throw mfaErrors.challengeNotFound();
  const code: string = rawCode;
  const challengeId: string = rawChallengeId;

  const outcome = await inTransaction<
    { session: SessionResponse; expiredId?: never } | { session?: never; expiredId: string }
  >(deps.pool, async (db) => {
    // Locks the factor: two verifications of one code cannot both pass the reuse check.
    const locked = await findOwnedFactor(db, caller.user.id, factor.id, true);
    if (!locked) throw mfaErrors.factorNotFound();
    const challenge = await findChallengeForUpdate(db, factor.id, challengeId, ip);
    if (!challenge) throw mfaErrors.challengeNotFound();
    if (challenge.verified_at || !challenge.same_ip) throw mfaErrors.ipMismatch();
    const expiresAt =
      challenge.created_at.getTime() + deps.settings.mfaChallengeExpirySeconds * 1000;
    if (Date.now() > expiresAt) return { expiredId: challenge.id };

    const step = matchedStep(await factorSecret(db, factor.id), code, new Date());
    const last = await lastAcceptedStep(db, factor.id);
    if (step === undefined || (last !== undefined && step <= last)) throw mfaErrors.wrongCode();

    await markVerified(db, factor.id, challenge.id, step);
    const session = await raiseSession(deps, db, caller, factor.id);
    await deleteUnverifiedFactors(db, caller.user.id, factor.factor_type);
    return { session };
  });
  if (!outcome.session) {
    // Deleted as GoTrue does, so the expired challenge cannot be tried again.
    await deleteChallenge(deps.pool, outcome.expiredId);
    throw mfaErrors.challengeExpired(outcome.expiredId);
  }
  return outcome.session;
}
