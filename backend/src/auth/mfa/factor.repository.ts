import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = pg.Pool | pg.PoolClient;

/** An auth.mfa_factors row as the service reads it (the secret only where a code is checked). */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  /** Whether the challenge was made from the address asking to verify it. */
  same_ip: boolean;
}

/** The `amr` method a verification of each factor type adds (GoTrue's amrMethodForFactorType). */
const AMR_METHODS: Record<FactorRow['factor_type'], string> = {
  totp: 'totp',
  phone: 'mfa/phone',
  webauthn: 'mfa/webauthn',
};

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type, status, created_at, updated_at, phone,
  last_challenged_at`;

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** The factor `factorId` if it belongs to `userId`; another user's factor is as good as absent. */
export async function findOwnedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
  forUpdate = false,
): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [factorId, userId],
  );
  return rows[0];
}

export async function factorSecret(db: Queryable, factorId: string): Promise<string> {
  const { rows } = await db.query<{ secret: string | null }>(
    'select secret from auth.mfa_factors where id = $1',
    [factorId],
  );
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`factor ${factorId} has no secret`);
  return secret;
}

/**
 * GoTrue's DeleteExpiredFactors: unverified factors older than `seconds` that were never challenged
 * are abandoned enrollments and stop counting against the limits.
 */
export async function deleteExpiredFactors(db: Queryable, seconds: number): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors f
      where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < now()`,
    [seconds],
  );
}

export async function insertTotpFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)
     returning ${FACTOR_COLUMNS}`,
    [randomUUID(), userId, friendlyName, secret],
  );
  const factor = rows[0];
  if (!factor) throw new Error('insert into auth.mfa_factors returned no row');
  return factor;
}

export async function insertChallenge(
  db: Queryable,
  factorId: string,
  ip: string,
): Promise<{ id: string; created_at: Date }> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1, $2, now(), $3) returning id, created_at`,
    [randomUUID(), factorId, ip],
  );
  await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
    factorId,
  ]);
  const challenge = rows[0];
  if (!challenge) throw new Error('insert into auth.mfa_challenges returned no row');
  return challenge;
}

export async function findChallengeForUpdate(
  db: Queryable,
  factorId: string,
  challengeId: string,
  ip: string,
): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, ip_address = $3::inet as same_ip
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId, ip],
  );
  return rows[0];
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/** The TOTP step of the factor's last accepted code: one code is good for one sign-in. */
export async function lastAcceptedStep(
  db: Queryable,
  factorId: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ step: string | null }>(
    'select last_accepted_step as step from auth.mfa_factors where id = $1',
    [factorId],
  );
  const step = rows[0]?.step;
  return step === null || step === undefined ? undefined : Number(step);
}

/**
 * The challenge is used up, the code's step is the factor's last accepted one, and an unverified
 * factor becomes verified.
 */
export async function markVerified(
  db: Queryable,
  factorId: string,
  challengeId: string,
  acceptedStep: number,
): Promise<void> {
  await db.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
  await db.query(
    `update auth.mfa_factors
        set last_accepted_step = $2,
            status = 'verified',
            updated_at = case when status <> 'verified' then now() else updated_at end
      where id = $1`,
    [factorId, acceptedStep],
  );
}

/** GoTrue's DeleteUnverifiedFactors: once one factor of a type is verified, abandoned ones of it go. */
export async function deleteUnverifiedFactors(
  db: Queryable,
  userId: string,
  factorType: string,
): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`,
    [userId, factorType],
  );
}

/**
 * Removes the factor; the sessions it raised to aal2 go back to aal1 and lose its method (GoTrue's
 * DowngradeSessionsToAAL1).
 */
export async function deleteFactor(db: Queryable, factor: FactorRow): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  await db.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = $3
        and session_id in (select id from auth.sessions where user_id = $1 and factor_id = $2)`,
    [factor.user_id, factor.id, AMR_METHODS[factor.factor_type]],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id],
  );
}
