import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = pg.Pool | pg.PoolClient;

/** One `amr` entry of an access token, as GoTrue writes it. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The methods that raise a session to aal2 (GoTrue's IsAAL2Claim). */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/**
 * Records that `sessionId` was authenticated with `method` now; the same method again only moves its
 * time, as GoTrue's AddClaimToSession does.
 */
export async function addAmrClaim(db: Queryable, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/**
 * The session's assurance level and its `amr` claim, newest first (GoTrue's CalculateAALAndAMR):
 * every token of the session, refreshed ones included, says what the session was signed in with.
 */
export async function sessionAssurance(
  db: Queryable,
  sessionId: string,
): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const { rows } = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const aal = rows.some((row) => SECOND_FACTOR_METHODS.has(row.method)) ? 'aal2' : 'aal1';
  return { aal, amr: rows.map(({ method, timestamp }) => ({ method, timestamp })) };
}

/** The level stored on the session row, which the factor endpoints check (GoTrue's Session.IsAAL2). */
export async function storedSessionAal(
  db: Queryable,
  sessionId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ aal: string | null }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  );
  return rows[0]?.aal ?? undefined;
}
