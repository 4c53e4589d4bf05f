import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, errors } from '../auth-error.ts';
import type { SessionRequestHandler } from '../auth-route-extensions.ts';
import { clientKey } from '../client-key.ts';
import { objectField } from '../request-body.ts';
import { issueSession, type SessionResponse } from '../session.service.ts';
import { inTransaction } from '../transaction.ts';
import { assertMetadataSize } from '../user-metadata.policy.ts';
import type { Json } from '../user.types.ts';

/**
 * GoTrue's SignupAnonymously: a user with no address, no identity and empty app_metadata, marked
 * is_anonymous (RLS tells it apart by the JWT's `is_anonymous` claim), signed in at once.
 */
async function signInAnonymously(
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

/** POST /signup with neither an email nor a phone, refused unless anonymous sign-ins are on. */
export function anonymousSignUp(deps: AuthContext): SessionRequestHandler {
  const { settings } = deps;
  return async (request, body) => {
    if (!settings.anonymousUsersEnabled) throw errors.anonymousDisabled();
    await deps.limits.anonymous(clientKey(request, settings.rateLimitHeader));
    if (settings.disableSignup) throw errors.signupDisabled();
    const data = objectField(body, 'data') ?? {};
    assertMetadataSize(data, settings.userMetadataMaxBytes);
    return signInAnonymously(deps, data, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
  };
}
