import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Json } from '../../user.types.ts';
import { insertIdentity, insertUser } from './admin-user.repository.ts';

/**
 * GoTrue's signupNewUser + createNewIdentity for an e-mail user made by the admin API (invite,
 * generateLink): unconfirmed, metadata as given, the `authenticated` role. The profile trigger runs
 * on the insert, so a refused row fails the caller's transaction.
 */
export async function insertEmailUser(
  db: pg.PoolClient,
  user: { email: string; aud: string; passwordHash: string; data: Json },
): Promise<string> {
  const id = randomUUID();
  await insertUser(db, {
    id,
    aud: user.aud,
    role: 'authenticated',
    email: user.email,
    phone: null,
    passwordHash: user.passwordHash,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: user.data,
    emailConfirmedAt: null,
    phoneConfirmedAt: null,
    bannedUntil: null,
  });
  await insertIdentity(db, id, 'email', {
    sub: id,
    email: user.email,
    email_verified: false,
    phone_verified: false,
  });
  return id;
}
