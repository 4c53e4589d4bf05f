import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { errors } from './auth-error.ts';
import {
  codeChallengeMethod,
  type CodeChallengeMethod,
  type PkceChallenge,
} from './pkce-challenge.ts';

/** The ways into a session a mailed PKCE flow can take (GoTrue's AuthenticationMethod names). */
export type FlowAuthenticationMethod =
  'email/signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change';

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string | null;
  code_challenge: string | null;
  code_challenge_method: CodeChallengeMethod | null;
  authentication_method: string;
  auth_code_issued_at: Date | null;
  created_at: Date;
}

const COLUMNS =
  'id, user_id, auth_code, code_challenge, code_challenge_method::text as code_challenge_method, ' +
  'authentication_method, auth_code_issued_at, created_at';

/**
 * GoTrue's generateFlowState for a user who asked for a mail: the challenge and a fresh auth code,
 * handed out only once the mailed link is followed. Day-old flows are dropped as GoTrue's cleanup does.
 */
export async function startFlowState(
  db: pg.PoolClient,
  pkce: PkceChallenge,
  flow: { userId: string; providerType: string; authenticationMethod: FlowAuthenticationMethod },
): Promise<void> {
  const method = codeChallengeMethod(pkce.method);
  // GoTrue fails here with an unexplained internal error, not a validation error.
  if (!method)
    throw errors.unexpected('Unexpected failure, please check server logs for more information');
  await db.query(
    `delete from auth.flow_state where id in (select id from auth.flow_state
       where created_at < now() - interval '24 hours' limit 100 for update skip locked)`,
  );
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge, code_challenge_method,
       provider_type, provider_access_token, provider_refresh_token, authentication_method,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, '', '', $7, now(), now())`,
    [
      randomUUID(),
      flow.userId,
      randomUUID(),
      pkce.challenge,
      method,
      flow.providerType,
      flow.authenticationMethod,
    ],
  );
}

/** The user's newest flow of this method, stamped with the time its auth code goes out; undefined if none. */
export async function issueFlowAuthCode(
  db: pg.PoolClient,
  userId: string,
  method: FlowAuthenticationMethod,
): Promise<string | undefined> {
  const { rows } = await db.query<{ auth_code: string | null }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1 for update)
     returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code ?? undefined;
}

/** The flow an auth code belongs to, locked until the transaction ends so that it is traded once. */
export async function findFlowStateByAuthCode(
  db: pg.PoolClient,
  authCode: string,
): Promise<FlowStateRow | undefined> {
  const { rows } = await db.query<FlowStateRow>(
    `select ${COLUMNS} from auth.flow_state where auth_code = $1 limit 1 for update`,
    [authCode],
  );
  return rows[0];
}

export async function deleteFlowState(db: pg.PoolClient, id: string): Promise<void> {
  await db.query('delete from auth.flow_state where id = $1', [id]);
}

/** GoTrue's ParseAuthenticationMethod for the type of a followed link; `email` names no flow. */
export function flowMethodOfVerifyType(type: string): FlowAuthenticationMethod | undefined {
  if (type.endsWith('signup')) return 'email/signup';
  return type === 'recovery' || type === 'magiclink' || type === 'invite' || type === 'email_change'
    ? type
    : undefined;
}
