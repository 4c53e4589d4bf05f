import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = pg.Pool | pg.PoolClient;

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

/** GoTrue's refresh tokens are short random strings; 16 URL-safe characters (96 bits) here. */
const newTokenString = () => randomBytes(12).toString('base64url');

export async function createSession(
  db: Queryable,
  userId: string,
  userAgent: string | undefined,
  ip: string | undefined,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [id, userId, userAgent ?? null, ip ?? null],
  );
  return id;
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return Boolean(rowCount);
}

export async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newTokenString();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

export async function findRefreshTokenForUpdate(
  db: Queryable,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where token = $1 for update',
    [token],
  );
  return rows[0];
}

/** The session's newest unrevoked token, the one GoTrue calls "currently active". */
export async function findActiveRefreshToken(
  db: Queryable,
  sessionId: string,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  );
  return rows[0];
}

export async function revokeRefreshToken(db: Queryable, id: string): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [id],
  );
}

/**
 * Reuse of an old token looks like theft: every live token of the session is revoked (GoTrue's
 * RevokeTokenFamily). Tokens already revoked keep their updated_at: bumping it would put the replayed
 * token back inside its reuse interval, and the very next retry would get a live session.
 */
export async function revokeSessionTokens(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
    [sessionId],
  );
}

export async function touchSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
    [sessionId],
  );
}

export async function deleteSessions(
  db: Queryable,
  userId: string,
  scope: 'global' | 'local' | 'others',
  sessionId: string | undefined,
): Promise<void> {
  if (scope === 'global' || !sessionId) {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  }
}
