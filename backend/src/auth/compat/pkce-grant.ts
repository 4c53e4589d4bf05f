import type { AuthContext } from '../auth-context.ts';
import { AuthError, errors } from '../auth-error.ts';
import type { SessionRequestHandler } from '../auth-route-extensions.ts';
import { clientKey } from '../client-key.ts';
import {
  deleteFlowState,
  findFlowStateByAuthCode,
  type FlowStateRow,
} from '../flow-state.repository.ts';
import { verifierMatches } from '../pkce-challenge.ts';
import { issueSession, type SessionResponse } from '../session.service.ts';
import { inTransaction } from '../transaction.ts';
import { findUserById } from '../user.repository.ts';
import type { Json } from '../user.types.ts';

/** How long an auth code may wait for its exchange (GoTrue's flow state expiry, at its minimum). */
const FLOW_STATE_LIFETIME_MS = 300_000;

const flowStateNotFound = () =>
  new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');

/** A magic link's code lives from when the link was followed; every other flow's from when it began. */
function expired(flow: FlowStateRow): boolean {
  const start =
    flow.authentication_method === 'magiclink' && flow.auth_code_issued_at
      ? flow.auth_code_issued_at
      : flow.created_at;
  return Date.now() > start.getTime() + FLOW_STATE_LIFETIME_MS;
}

/**
 * POST /token?grant_type=pkce, as GoTrue's PKCE grant: the auth code from the link and the verifier
 * the client kept buy one session (amr: the flow's method); the flow is gone afterwards. A wrong
 * verifier leaves the flow as it was.
 */
async function exchangeAuthCode(
  deps: AuthContext,
  body: Json,
  client: { userAgent?: string; ip?: string },
): Promise<SessionResponse> {
  const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  if (authCode === '' || verifier === '')
    throw errors.validation(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  return inTransaction(deps.pool, async (db) => {
    const flow = await findFlowStateByAuthCode(db, authCode);
    if (!flow?.user_id) throw flowStateNotFound();
    if (expired(flow))
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    const user = await findUserById(db, flow.user_id);
    if (!user) throw flowStateNotFound();
    const { code_challenge: challenge, code_challenge_method: method } = flow;
    if (!challenge || !method || !verifierMatches(challenge, method, verifier))
      throw new AuthError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    const session = await issueSession(deps, db, user, flow.authentication_method, client);
    await deleteFlowState(db, flow.id);
    return session;
  });
}

/** The `pkce` grant of POST /token, counted as a sign-in from its client. */
export function pkceGrant(deps: AuthContext): SessionRequestHandler {
  return async (request, body) => {
    await deps.limits.signIn(clientKey(request, deps.settings.rateLimitHeader));
    return exchangeAuthCode(deps, body, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
  };
}
