import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, errors } from '../auth-error.ts';
import { bearerUser } from '../bearer-user.ts';
import { newEmailToken, sendConfirmationMail } from '../confirmation-mail.ts';
import { pendingNonce } from '../reauthentication-nonce.ts';
import { assertMailInterval } from '../recovery-mail.ts';
import { inTransaction } from '../transaction.ts';

/** GET /reauthenticate: mails the signed-in user a code to put in updateUser's `nonce`. */
export function registerReauthenticate(app: FastifyInstance, deps: AuthContext): void {
  app.get('/reauthenticate', async (request) => {
    const { user } = await bearerUser(request, deps.pool, deps.jwtKeys);
    const email = user.email;
    if (!email)
      throw errors.validation(
        'Reauthentication requires the user to have an email or a phone number',
      );
    if (!user.email_confirmed_at)
      throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    await inTransaction(deps.pool, async (db) => {
      const pending = await pendingNonce(db, user.id);
      assertMailInterval(deps, pending.sentAt);
      const token = newEmailToken(deps, email);
      await db.query(
        'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
        [user.id, token.tokenHash],
      );
      await sendConfirmationMail(deps, email, token, 'reauthentication', '');
    });
    return {};
  });
}
