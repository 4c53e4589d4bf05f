import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { IdentityRow, Json, UserRow, UserWithIdentities } from '../../user.types.ts';

type Queryable = pg.Pool | pg.PoolClient;

/** A user as the admin API shows it: soft-deleted users keep their row, with `deleted_at`. */
export interface AdminUserRow extends UserWithIdentities {
  deleted_at: Date | null;
}

type UserRecord = UserRow & { deleted_at: Date | null };

/** GoTrue keeps every user of the project under the nil instance id. */
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

async function withIdentities(db: Queryable, users: UserRecord[]): Promise<AdminUserRow[]> {
  if (users.length === 0) return [];
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = any($1::uuid[]) order by created_at',
    [users.map((user) => user.id)],
  );
  return users.map((user) => ({
    ...user,
    identities: rows.filter((identity) => identity.user_id === user.id),
  }));
}

export async function findAdminUser(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<AdminUserRow | undefined> {
  const { rows } = await db.query<UserRecord>(
    `select * from auth.users where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return (await withIdentities(db, rows))[0];
}

/** A user the caller has just written; its absence is a bug, not a client error. */
export async function getAdminUser(db: Queryable, id: string): Promise<AdminUserRow> {
  const user = await findAdminUser(db, id);
  if (!user) throw new Error(`user ${id} vanished inside its own transaction`);
  return user;
}

/** GoTrue's FindUserByEmailAndAudience. */
export async function findUserByEmailAndAud(
  db: Queryable,
  email: string,
  aud: string,
): Promise<AdminUserRow | undefined> {
  const { rows } = await db.query<UserRecord>(
    `select * from auth.users where instance_id = $1 and lower(email) = lower($2) and aud = $3
      for update`,
    [INSTANCE_ID, email, aud],
  );
  return (await withIdentities(db, rows))[0];
}

/**
 * GoTrue's IsDuplicatedEmail: another user's identity has the address, or any user of the audience
 * (`exceptId` included, as GoTrue's last check) has it as its email.
 */
export async function emailTaken(
  db: Queryable,
  email: string,
  aud: string,
  exceptId?: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.users where instance_id = $1 and lower(email) = lower($2) and aud = $3
     union all
     select 1 from auth.identities i join auth.users u on u.id = i.user_id
      where i.email = lower($2) and u.aud = $3 and u.id is distinct from $4::uuid
     limit 1`,
    [INSTANCE_ID, email, aud, exceptId ?? null],
  );
  return rows.length > 0;
}

export async function phoneTaken(db: Queryable, phone: string, aud: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from auth.users where instance_id = $1 and phone = $2 and aud = $3 limit 1',
    [INSTANCE_ID, phone, aud],
  );
  return rows.length > 0;
}

export interface UserPage {
  users: AdminUserRow[];
  total: number;
}

/** GoTrue's FindUsersInAudience: newest first (or oldest), an optional e-mail / full-name filter. */
export async function listUsersInAudience(
  db: Queryable,
  query: { aud: string; page: number; perPage: number; filter: string; ascending: boolean },
): Promise<UserPage> {
  const where = `instance_id = $1 and aud = $2
    and ($3 = '' or email like '%' || $3 || '%' or raw_user_meta_data->>'full_name' ilike '%' || $3 || '%')`;
  const params = [INSTANCE_ID, query.aud, query.filter];
  const direction = query.ascending ? 'asc' : 'desc';
  const { rows } = await db.query<UserRecord>(
    `select * from auth.users where ${where} order by created_at ${direction}, id ${direction}
      limit $4 offset $5`,
    [...params, query.perPage, (query.page - 1) * query.perPage],
  );
  const count = await db.query<{ total: string }>(
    `select count(*) as total from auth.users where ${where}`,
    params,
  );
  return { users: await withIdentities(db, rows), total: Number(count.rows[0]?.total ?? 0) };
}

export interface NewUser {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  appMetadata: Json;
  userMetadata: Json;
  emailConfirmedAt: Date | null;
  phoneConfirmedAt: Date | null;
  bannedUntil: Date | null;
}

/** Inserts a user row; the project's triggers on auth.users run here (the profile trigger may refuse it). */
export async function insertUser(db: Queryable, user: NewUser): Promise<void> {
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password,
       email_confirmed_at, phone_confirmed_at, confirmation_token, recovery_token, email_change,
       raw_app_meta_data, raw_user_meta_data, banned_until, is_super_admin, created_at, updated_at,
       is_anonymous)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '', '', '', $10, $11, $12, false, now(), now(), false)`,
    [
      INSTANCE_ID,
      user.id,
      user.aud,
      user.role,
      user.email,
      user.phone,
      user.passwordHash,
      user.emailConfirmedAt,
      user.phoneConfirmedAt,
      user.appMetadata,
      user.userMetadata,
      user.bannedUntil,
    ],
  );
}

/** GoTrue's createNewIdentity for the email or phone provider (the provider id is the user id). */
export async function insertIdentity(
  db: Queryable,
  userId: string,
  provider: 'email' | 'phone',
  data: Json,
): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
       created_at, updated_at)
     values ($1::text, $1::uuid, $2, $3, now(), now(), now())`,
    [userId, data, provider],
  );
}

export async function updateIdentityData(
  db: Queryable,
  userId: string,
  provider: 'email' | 'phone',
  data: Json,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now()
      where user_id = $1 and provider = $2`,
    [userId, provider, data],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('delete from auth.users where id = $1', [id]);
}

/** GoTrue's obfuscateValue: what a soft-deleted user's address becomes, so it can be used again. */
const obfuscate = (userId: string, value: string) =>
  createHash('sha256')
    .update(userId + value)
    .digest('base64url');

/**
 * GoTrue's SoftDeleteUser and SoftDeleteUserIdentities: the row stays with `deleted_at`, its addresses
 * obfuscated, its password, tokens and metadata cleared, its identities emptied and its sessions gone.
 */
export async function softDeleteUser(db: Queryable, user: AdminUserRow): Promise<void> {
  await db.query(
    `update auth.users set email = $2, phone = $3, email_change = $4, encrypted_password = null,
       confirmation_token = '', recovery_token = '', email_change_token_current = '',
       email_change_token_new = '', reauthentication_token = '', raw_user_meta_data = '{}',
       raw_app_meta_data = '{}', deleted_at = now(), updated_at = now()
     where id = $1`,
    [
      user.id,
      obfuscate(user.id, user.email ?? ''),
      obfuscate(user.id, user.phone ?? '').slice(0, 15),
      obfuscate(user.id, user.email_change ?? ''),
    ],
  );
  for (const identity of user.identities) {
    await db.query(
      `update auth.identities set identity_data = '{}', provider_id = $2, updated_at = now()
        where id = $1`,
      [identity.id, obfuscate(user.id, `${identity.provider}:${identity.provider_id}`)],
    );
  }
  await db.query('delete from auth.sessions where user_id = $1', [user.id]);
}
