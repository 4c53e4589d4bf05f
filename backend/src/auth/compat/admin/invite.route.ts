import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth-context.ts';
import { errors } from '../../auth-error.ts';
import { databaseErrorSavingUser } from '../../database-error.ts';
import { safeRedirect } from '../../redirect-url.ts';
import { bodyOf, queryParam } from '../../request-body.ts';
import { inTransaction } from '../../transaction.ts';
import { assertMetadataSize } from '../../user-metadata.policy.ts';
import { requireAdmin } from './admin-credentials.ts';
import { BodyReader, validateEmail } from './admin-params.ts';
import { findUserByEmailAndAud, getAdminUser } from './admin-user.repository.ts';
import { serializeAdminUser } from './admin-user.serializer.ts';
import { insertEmailUser } from './email-user.factory.ts';
import { sendInviteMail } from './invite-mail.ts';

/**
 * POST /invite (`auth.admin.inviteUserByEmail`), as GoTrue's Invite: a new address becomes an
 * unconfirmed user without a password and gets the invite mail; an unconfirmed one gets it again; a
 * confirmed one is 422 email_exists. The mailed link (`/verify?type=invite`) confirms and signs in.
 */
export function registerInvite(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;
  app.post('/invite', async (request) => {
    const aud = await requireAdmin(request, deps);
    const read = new BodyReader(bodyOf(request), 'InviteParams');
    const email = validateEmail(read.string('email'));
    const data = read.object('data') ?? {};
    assertMetadataSize(data, settings.userMetadataMaxBytes);
    const redirectTo = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );
    return databaseErrorSavingUser(() =>
      inTransaction(deps.pool, async (db) => {
        const existing = await findUserByEmailAndAud(db, email, aud);
        if (existing?.email_confirmed_at) throw errors.emailExists();
        const id =
          existing?.id ?? (await insertEmailUser(db, { email, aud, passwordHash: '', data }));
        await sendInviteMail(deps, db, { id, email }, redirectTo);
        return serializeAdminUser(await getAdminUser(db, id));
      }),
    );
  });
}
