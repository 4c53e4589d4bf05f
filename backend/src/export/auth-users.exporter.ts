import { writeFile } from 'node:fs/promises';
import type pg from 'pg';
import { rowsInsertStatement } from './rows-insert.sql-writer.ts';
import { readTableShape } from './table-shape.query.ts';

/** The auth.users columns hosted Supabase's Auth server has and fills from a row (not generated). */
const HOSTED_USER_COLUMNS = [
  'instance_id',
  'id',
  'aud',
  'role',
  'email',
  'encrypted_password',
  'email_confirmed_at',
  'invited_at',
  'confirmation_token',
  'confirmation_sent_at',
  'recovery_token',
  'recovery_sent_at',
  'email_change_token_new',
  'email_change',
  'email_change_sent_at',
  'email_change_token_current',
  'email_change_confirm_status',
  'last_sign_in_at',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'is_super_admin',
  'created_at',
  'updated_at',
  'phone',
  'phone_confirmed_at',
  'banned_until',
  'deleted_at',
  'is_anonymous',
] as const;

const BATCH_ROWS = 1000;

const HOSTED_IDENTITY_COLUMNS = [
  'id',
  'provider_id',
  'user_id',
  'identity_data',
  'provider',
  'last_sign_in_at',
  'created_at',
  'updated_at',
] as const;

/**
 * Writes `auth-users.sql`: the members with their bcrypt password hashes (so old passwords still
 * sign in) and their identities. Pending e-mail links are dropped: they point at the old site.
 * Each member's metadata carries the current username and display name, because the sign-up
 * trigger on auth.users makes the profile from it and a name given up since sign-up may now be
 * someone else's; the public data then brings the profile over whole. Returns the row counts.
 */
export async function exportAuthUsers(
  client: pg.ClientBase,
  file: string,
): Promise<{ users: number; identities: number }> {
  const users = await readTableShape(client, 'auth', 'users', HOSTED_USER_COLUMNS);
  const identities = await readTableShape(client, 'auth', 'identities', HOSTED_IDENTITY_COLUMNS);
  const { rows: userRows } = await client.query<{ row: unknown }>(
    `select to_jsonb(u)
            || jsonb_build_object(
                 'confirmation_token', '', 'recovery_token', '', 'email_change_token_new', '',
                 'email_change_token_current', '', 'email_change', coalesce(u.email_change, ''),
                 'raw_user_meta_data',
                 case when p.id is null then u.raw_user_meta_data
                      else coalesce(u.raw_user_meta_data, '{}')
                           || jsonb_build_object('username', p.username, 'display_name', p.display_name)
                 end) as row
       from auth.users u left join public.profiles p on p.id = u.id
      order by u.created_at, u.id`,
  );
  const { rows: identityRows } = await client.query<{ row: unknown }>(
    'select to_jsonb(i) as row from auth.identities i order by i.created_at, i.id',
  );
  const parts = [
    '-- Like and Gripe: the members (auth.users, auth.identities). Load first, as postgres.\n',
    '\\set ON_ERROR_STOP on\nbegin;\n',
  ];
  // A member already there is left alone: the profile exists and the row may have moved on.
  for (let i = 0; i < userRows.length; i += BATCH_ROWS)
    parts.push(
      rowsInsertStatement(
        users,
        userRows.slice(i, i + BATCH_ROWS).map((r) => r.row),
        'keep',
      ),
    );
  for (let i = 0; i < identityRows.length; i += BATCH_ROWS)
    parts.push(
      rowsInsertStatement(
        identities,
        identityRows.slice(i, i + BATCH_ROWS).map((r) => r.row),
        'keep',
      ),
    );
  parts.push('commit;\n');
  await writeFile(file, parts.join(''));
  return { users: userRows.length, identities: identityRows.length };
}
