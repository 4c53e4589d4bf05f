import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { clientKey } from '../client-key.ts';
import { bodyOf } from '../request-body.ts';
import { inTransaction } from '../transaction.ts';
import { storedSessionAal } from './amr-claims.repository.ts';
import { enrollFactor } from './enroll.service.ts';
import { callerAddress, callerFactor, factorCaller } from './factor-caller.ts';
import { deleteFactor, insertChallenge } from './factor.repository.ts';
import { mfaErrors } from './mfa-errors.ts';
import { verifyFactor } from './verify.service.ts';

/**
 * GoTrue's MFA API as supabase-js's `auth.mfa` calls it: enroll, challenge, verify and unenroll
 * TOTP factors. Listing factors and the assurance level need no route: the user carries its
 * `factors`, the access token its `aal` and `amr`.
 */
export function registerFactors(app: FastifyInstance, deps: AuthContext): void {
  const { limits, settings } = deps;

  app.post('/factors', async (request) => {
    const caller = await factorCaller(request, deps, 'enroll a factor');
    return enrollFactor(deps, caller, bodyOf(request));
  });

  app.post('/factors/:factorId/challenge', async (request) => {
    const caller = await factorCaller(request, deps, 'challenge a factor');
    const factor = await callerFactor(request, deps, caller);
    await limits.mfaChallenge(clientKey(request, settings.rateLimitHeader));
    const challenge = await inTransaction(deps.pool, (db) =>
      insertChallenge(db, factor.id, callerAddress(request, deps)),
    );
    const expiresAt = challenge.created_at.getTime() / 1000 + settings.mfaChallengeExpirySeconds;
    return { id: challenge.id, type: factor.factor_type, expires_at: Math.floor(expiresAt) };
  });

  app.post('/factors/:factorId/verify', async (request) => {
    const caller = await factorCaller(request, deps, 'verify a factor');
    const factor = await callerFactor(request, deps, caller);
    await limits.mfaVerify(clientKey(request, settings.rateLimitHeader));
    return verifyFactor(deps, caller, factor, bodyOf(request), callerAddress(request, deps));
  });

  app.delete('/factors/:factorId', async (request) => {
    const caller = await factorCaller(request, deps, 'unenroll a factor');
    const factor = await callerFactor(request, deps, caller);
    if (
      factor.status === 'verified' &&
      (await storedSessionAal(deps.pool, caller.sessionId)) !== 'aal2'
    )
      throw mfaErrors.unenrollNeedsAal2();
    await inTransaction(deps.pool, (db) => deleteFactor(db, factor));
    return { id: factor.id };
  });
}
