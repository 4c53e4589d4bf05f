import assert from 'node:assert/strict';
import type pg from 'pg';
import type { Caller } from './traced-plans.ts';

export interface PlanCallers {
  /** The member who writes the post that gets hidden. */
  authorId: string;
  moderatorId: string;
  /** Everyone whose plans and answers a test compares: a visitor, that author and a moderator. */
  callers: Array<[string, Caller]>;
}

/**
 * Three members, `<prefix>_1` to `<prefix>_3` (the tests spread their posts over them by username);
 * the first is the author of the post a test hides, the second a moderator.
 */
export async function createPlanCallers(pool: pg.Pool, prefix: string): Promise<PlanCallers> {
  await pool.query(
    `insert into auth.users (id, email, raw_user_meta_data)
     select gen_random_uuid(), format('%s%s@example.test', $1::text, g),
            jsonb_build_object('username', format('%s_%s', $1::text, g))
       from generate_series(1, 3) g`,
    [prefix],
  );
  const { rows } = await pool.query<{ id: string }>(
    `select id from public.profiles where username like $1 || '\\_%' order by username`,
    [prefix],
  );
  const authorId = rows[0]?.id ?? '';
  const moderatorId = rows[1]?.id ?? '';
  assert.ok(authorId && moderatorId);
  await pool.query('insert into public.moderators (user_id) values ($1)', [moderatorId]);
  return {
    authorId,
    moderatorId,
    callers: [
      ['a visitor', { role: 'anon' }],
      ['the author of the hidden post', { role: 'authenticated', userId: authorId }],
      ['a moderator', { role: 'authenticated', userId: moderatorId, aal: 'aal2' }],
    ],
  };
}
