import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { SubscriberClaims } from './access-token.verifier.ts';

/** `persistence` is only ever written: the right to have a broadcast stored for replay. */
export type Extension = 'broadcast' | 'presence' | 'persistence';

/** What RLS on `realtime.messages` allows one member on one private topic; undefined: not asked yet. */
export interface ChannelPolicies {
  read: Partial<Record<Extension, boolean>>;
  write: Partial<Record<Extension, boolean>>;
}

const INSUFFICIENT_PRIVILEGE = '42501';

/** Runs `work` as the member, on `realtime.topic()` = topic, in a transaction that is always rolled back. */
async function asMember<T>(
  pool: pg.Pool,
  claims: SubscriberClaims,
  topic: string,
  work: (client: pg.PoolClient, becomeMember: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const becomeMember = async () => {
      await client.query(
        `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
                set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
                set_config('request.jwt.claim.role', $1, true)`,
        [claims.role, topic, JSON.stringify(claims.raw), claims.sub ?? ''],
      );
    };
    return await work(client, becomeMember);
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/**
 * As Realtime: a message per extension is inserted (as the service), then selected as the member;
 * the ones RLS lets it see are the extensions it may read.
 */
export function readPolicies(
  pool: pg.Pool,
  claims: SubscriberClaims,
  topic: string,
  extensions: Extension[],
): Promise<ChannelPolicies['read']> {
  return asMember(pool, claims, topic, async (client, becomeMember) => {
    const checks = extensions.map((extension) => ({ extension, id: randomUUID() }));
    const ids = checks.map((check) => check.id);
    await client.query(
      `insert into realtime.messages (id, topic, extension)
       select unnest($1::uuid[]), $2, unnest($3::text[])`,
      [ids, topic, extensions],
    );
    await becomeMember();
    const { rows } = await client.query<{ id: string }>(
      'select id from realtime.messages where id = any($1::uuid[])',
      [ids],
    );
    const seen = new Set(rows.map((row) => row.id));
    return Object.fromEntries(checks.map(({ extension, id }) => [extension, seen.has(id)]));
  });
}

/** As Realtime: the member inserts a message per extension; an RLS refusal means it may not write. */
export function writePolicies(
  pool: pg.Pool,
  claims: SubscriberClaims,
  topic: string,
  extensions: Extension[],
): Promise<ChannelPolicies['write']> {
  return asMember(pool, claims, topic, async (client, becomeMember) => {
    await becomeMember();
    const result: ChannelPolicies['write'] = {};
    for (const extension of extensions) {
      await client.query('savepoint realtime_write_check');
      try {
        await client.query('insert into realtime.messages (topic, extension) values ($1, $2)', [
          topic,
          extension,
        ]);
        result[extension] = true;
      } catch (error) {
        if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
        result[extension] = false;
      }
      await client.query('rollback to savepoint realtime_write_check');
    }
    return result;
  });
}
