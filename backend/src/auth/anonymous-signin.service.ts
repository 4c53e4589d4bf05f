import { randomUUID } from 'node:crypto';
import type { AuthContext } from './auth.plugin.ts';
import { AuthError, errors } from './auth-error.ts';
import { issueSession, type SessionResponse } from './session.service.ts';
import { inTransaction } from './transaction.ts';
import type { Json } from './user.types.ts';

/**
 * GoTrue's SignupAnonymously: a user with no address, no identity and empty app_metadata, marked
 * is_anonymous (RLS tells it apart by the JWT's `is_anonymous` claim), signed in at once.
 */
export async function signInAnonymously(
  deps: AuthContext,
  data: Json,
  client: { userAgent?: string; ip?: string },
): Promise<SessionResponse> {
  try {
    return await inTransaction(deps.pool, async (db) => {
      const id = randomUUID();
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, confirmation_token,
           recovery_token, email_change, raw_app_meta_data, raw_user_meta_data, is_super_admin,
           created_at, updated_at, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', null, '',
           '', '', '', '{}'::jsonb, $2, false, now(), now(), true)`,
        [id, data],
      );
      return issueSession(deps, db, { id }, 'anonymous', client);
    });
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw Object.assign(errors.unexpected('Database error creating anonymous user'), {
      cause: error,
    });
  }
}
