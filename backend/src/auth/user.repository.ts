import type pg from 'pg';
import { listFactors } from './mfa/factor.repository.ts';
import type { IdentityRow, Json, UserRow, UserWithIdentities } from './user.types.ts';

type Queryable = pg.Pool | pg.PoolClient;

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  confirmed_at, confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, invited_at,
  email_change, email_change_sent_at,
  email_change_confirm_status, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at, is_anonymous`;

/** The user with its identities and MFA factors, as GoTrue's user JSON carries them. */
async function withIdentities(
  db: Queryable,
  user: UserRow | undefined,
): Promise<UserWithIdentities | undefined> {
  if (!user) return undefined;
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  return { ...user, identities: rows, factors: await listFactors(db, user.id) };
}

/** A user the caller has just written or verified; its absence is a bug, not a client error. */
export async function getUserById(db: Queryable, id: string): Promise<UserWithIdentities> {
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} vanished inside its own transaction`);
  return user;
}

export async function findUserById(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserWithIdentities | undefined> {
  const lock = forUpdate ? ' for update' : '';
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1${lock}`,
    [id],
  );
  return withIdentities(db, rows[0]);
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserWithIdentities | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return withIdentities(db, rows[0]);
}

/** Only the id of the user with this address: the least work, where a member and nobody must cost alike. */
export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1) and deleted_at is null',
    [email],
  );
  return rows[0]?.id;
}

export async function findUserByToken(
  db: Queryable,
  column:
    | 'confirmation_token'
    | 'recovery_token'
    | 'email_change_token_new'
    | 'email_change_token_current',
  token: string,
): Promise<UserWithIdentities | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${column} = $1 and $1 <> '' for update`,
    [token],
  );
  return withIdentities(db, rows[0]);
}

export async function insertEmailUser(
  db: Queryable,
  user: {
    id: string;
    email: string;
    passwordHash: string;
    metadata: Json;
    confirmedAt: Date | null;
    confirmationToken: string;
  },
): Promise<void> {
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, recovery_token, email_change, raw_app_meta_data, raw_user_meta_data,
       is_super_admin, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4,
       $5, $6, '', '', $7, $8, false, now(), now(), false)`,
    [
      user.id,
      user.email,
      user.passwordHash,
      user.confirmedAt,
      user.confirmationToken,
      user.confirmationToken ? new Date() : null,
      { provider: 'email', providers: ['email'] },
      user.metadata,
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [user.id, user.metadata],
  );
}

/** Updates the given auth.users columns (names come from code, never from input). */
export async function updateUser(
  db: Queryable,
  id: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(changes);
  if (names.length === 0) return;
  const sets = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
  await db.query(`update auth.users set ${sets}, updated_at = now() where id = $1`, [
    id,
    ...Object.values(changes),
  ]);
}

export async function updateEmailIdentity(
  db: Queryable,
  userId: string,
  data: Json,
): Promise<void> {
  await db.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, data],
  );
}

export async function touchSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await db.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId]);
}

/** The two links of a pending email change ('' once followed or when never sent). */
export async function emailChangeTokens(
  db: Queryable,
  userId: string,
): Promise<{ email_change_token_new: string; email_change_token_current: string }> {
  const { rows } = await db.query<{
    email_change_token_new: string | null;
    email_change_token_current: string | null;
  }>('select email_change_token_new, email_change_token_current from auth.users where id = $1', [
    userId,
  ]);
  return {
    email_change_token_new: rows[0]?.email_change_token_new ?? '',
    email_change_token_current: rows[0]?.email_change_token_current ?? '',
  };
}
