import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { bearerUser, type BearerUser } from '../bearer-user.ts';
import { clientKey } from '../client-key.ts';
import { findOwnedFactor, type FactorRow } from './factor.repository.ts';
import { mfaErrors } from './mfa-errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** A signed-in member with a session, as GoTrue's /factors routes require (anonymous users refused). */
export interface FactorCaller extends BearerUser {
  sessionId: string;
}

export async function factorCaller(
  request: FastifyRequest,
  deps: AuthContext,
  action: string,
): Promise<FactorCaller> {
  const caller = await bearerUser(request, deps.pool, deps.jwtKeys);
  if ((caller.claims as { is_anonymous?: unknown }).is_anonymous === true)
    throw mfaErrors.anonymous();
  if (!caller.sessionId) throw mfaErrors.noSession(action);
  return { ...caller, sessionId: caller.sessionId };
}

/** The caller's factor named in the path; someone else's answers exactly as a missing one. */
export async function callerFactor(
  request: FastifyRequest,
  deps: AuthContext,
  caller: FactorCaller,
): Promise<FactorRow> {
  const { factorId } = request.params as { factorId?: string };
  if (!isUuid(factorId)) throw mfaErrors.factorIdNotUuid();
  const factor = await findOwnedFactor(deps.pool, caller.user.id, factorId);
  if (!factor) throw mfaErrors.factorNotFound();
  return factor;
}

/** The address a challenge is bound to: the one the per-IP limits count, when it is an address. */
export function callerAddress(request: FastifyRequest, deps: AuthContext): string {
  const key = clientKey(request, deps.settings.rateLimitHeader);
  return isIP(key) ? key : request.ip;
}
