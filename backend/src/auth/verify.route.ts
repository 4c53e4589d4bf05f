import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthContext } from './auth.plugin.ts';
import { queryParam } from './request-body.ts';
import { safeRedirect } from './redirect-url.ts';
import { issueSession, type SessionResponse } from './session.service.ts';
import { inTransaction } from './transaction.ts';
import {
  emailChangeTokens,
  findUserByToken,
  touchSignIn,
  updateEmailIdentity,
  updateUser,
  getUserById,
} from './user.repository.ts';

type EmailChangeColumn = 'email_change_token_new' | 'email_change_token_current';

/** GoTrue's answer to the first link of a secure email change (verify.go). */
const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** GoTrue's MAILER_OTP_EXP default: links live one day. */
const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

function redirectWithHash(
  reply: FastifyReply,
  target: string,
  params: Record<string, string>,
): FastifyReply {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return reply.code(303).redirect(url.toString());
}

const sessionHash = (session: SessionResponse, type: string) => ({
  access_token: session.access_token,
  expires_at: String(session.expires_at),
  expires_in: String(session.expires_in),
  refresh_token: session.refresh_token,
  sb: '',
  token_type: 'bearer',
  type,
});

const expiredHash = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
  sb: '',
};

/** GET /verify: the email link confirms and answers 303 to the site, the session in the hash. */
export function registerVerify(app: FastifyInstance, deps: AuthContext): void {
  const { settings } = deps;
  app.get('/verify', async (request, reply) => {
    await deps.limits.verify(request.ip);
    const token = queryParam(request, 'token') ?? '';
    const type = queryParam(request, 'type') ?? '';
    const target = safeRedirect(
      queryParam(request, 'redirect_to'),
      settings.siteUrl,
      settings.redirectAllowList,
    );
    const client = { userAgent: request.headers['user-agent'], ip: request.ip };
    if (!token || (type !== 'signup' && type !== 'email_change' && type !== 'email')) {
      return redirectWithHash(reply, target, expiredHash);
    }
    const outcome = await inTransaction(
      deps.pool,
      async (db): Promise<SessionResponse | 'email_changed' | 'first_of_two' | 'invalid'> => {
        if (type === 'email_change') {
          let column: EmailChangeColumn = 'email_change_token_new';
          let user = await findUserByToken(db, column, token);
          if (!user) {
            column = 'email_change_token_current';
            user = await findUserByToken(db, column, token);
          }
          const sentAt = user?.email_change_sent_at?.getTime() ?? 0;
          if (!user || !user.email_change || Date.now() - sentAt > LINK_LIFETIME_MS)
            return 'invalid';
          const pending = await emailChangeTokens(db, user.id);
          const other: EmailChangeColumn =
            column === 'email_change_token_new'
              ? 'email_change_token_current'
              : 'email_change_token_new';
          // A secure change waits for the link sent to the other address too (GoTrue's singleConfirmation).
          if (pending[other]) {
            await updateUser(db, user.id, { [column]: '', email_change_confirm_status: 1 });
            return 'first_of_two';
          }
          await updateUser(db, user.id, {
            email: user.email_change,
            email_change: '',
            email_change_token_new: '',
            email_change_token_current: '',
            email_change_confirm_status: 0,
          });
          await updateEmailIdentity(db, user.id, { email: user.email_change });
          return 'email_changed';
        }
        const user = await findUserByToken(db, 'confirmation_token', token);
        const sentAt = user?.confirmation_sent_at?.getTime() ?? 0;
        if (!user || Date.now() - sentAt > LINK_LIFETIME_MS) return 'invalid';
        await updateUser(db, user.id, {
          email_confirmed_at: new Date(),
          confirmation_token: '',
          raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
        });
        await updateEmailIdentity(db, user.id, { email_verified: true });
        await touchSignIn(db, user.id);
        return issueSession(deps, db, await getUserById(db, user.id), 'otp', client);
      },
    );
    if (outcome === 'invalid') return redirectWithHash(reply, target, expiredHash);
    if (outcome === 'first_of_two')
      return redirectWithHash(reply, target, { message: SINGLE_CONFIRMATION, sb: '' });
    if (outcome === 'email_changed')
      return redirectWithHash(reply, target, { message: 'Email change confirmed', sb: '' });
    return redirectWithHash(reply, target, sessionHash(outcome, 'signup'));
  });
}
