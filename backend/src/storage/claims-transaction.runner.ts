import type pg from 'pg';
import type { RequestClaims } from './request-claims.resolver.ts';

async function inClaimsTransaction<T>(
  pool: pg.Pool,
  claims: RequestClaims,
  work: (client: pg.PoolClient) => Promise<T>,
  ending: 'commit' | 'rollback',
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
      [claims.role, JSON.stringify(claims.raw), claims.sub ?? ''],
    );
    const result = await work(client);
    await client.query(ending);
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Runs `work` in a transaction that acts as the request's role with its JWT claims, exactly as
 * PostgREST does, so the row-level security policies on storage.objects decide.
 */
export function withClaims<T>(
  pool: pg.Pool,
  claims: RequestClaims,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return inClaimsTransaction(pool, claims, work, 'commit');
}

/** As `withClaims`, but always rolled back: asks the policies whether a write would pass. */
export function rehearseWithClaims<T>(
  pool: pg.Pool,
  claims: RequestClaims,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return inClaimsTransaction(pool, claims, work, 'rollback');
}
