import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { AuthContext } from '../../auth-context.ts';
import { AuthError, errors } from '../../auth-error.ts';
import { newEmailToken } from '../../confirmation-mail.ts';
import { databaseErrorSavingUser } from '../../database-error.ts';
import { emailTokenHash } from '../../email-otp.ts';
import {
  hashPassword,
  MAX_PASSWORD_BYTES,
  passwordWeakness,
  type PasswordRules,
} from '../../password.policy.ts';
import { inTransaction } from '../../transaction.ts';
import { updateUser } from '../../user.repository.ts';
import { mergeMetadata } from '../../user-metadata.policy.ts';
import type { Json } from '../../user.types.ts';
import { validateEmail } from './admin-params.ts';
import {
  emailTaken,
  findUserByEmailAndAud,
  getAdminUser,
  type AdminUserRow,
} from './admin-user.repository.ts';
import { serializeAdminUser, type SerializedAdminUser } from './admin-user.serializer.ts';
import { insertEmailUser } from './email-user.factory.ts';
import { verifyLink } from './invite-mail.ts';

export interface LinkRequest {
  type: string;
  email: string;
  newEmail: string;
  password: string;
  data: Json | undefined;
  /** Where the link leads once followed (already checked against the allow list). */
  redirectTo: string;
}

export type GeneratedLink = SerializedAdminUser & {
  action_link: string;
  email_otp: string;
  hashed_token: string;
  verification_type: string;
  redirect_to: string;
};

const userNotFound = () => new AuthError(404, 'user_not_found', 'User with this email not found');

/** GoTrue's validateSignupParams + checkPasswordStrength for the password of a generated sign-up. */
function assertSignupPassword(password: string, rules: PasswordRules): void {
  if (password === '') throw errors.validation('Signup requires a valid password');
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  const weakness = passwordWeakness(password, rules);
  if (weakness) throw errors.weakPassword(weakness.message, weakness.reasons);
}

interface Step {
  db: pg.PoolClient;
  user: AdminUserRow | undefined;
  tokenHash: string;
  otp: string;
}

/** Stores the token a link of `type` carries; answers the user and the token the link holds. */
async function storeToken(
  deps: AuthContext,
  link: LinkRequest,
  aud: string,
  { db, user, tokenHash, otp }: Step,
): Promise<{ userId: string; linkToken: string }> {
  const now = new Date();
  switch (link.type) {
    case 'magiclink':
    case 'recovery': {
      if (!user) throw userNotFound();
      await updateUser(db, user.id, { recovery_token: tokenHash, recovery_sent_at: now });
      return { userId: user.id, linkToken: tokenHash };
    }
    case 'invite': {
      if (user?.email_confirmed_at) throw errors.emailExists();
      const userId =
        user?.id ??
        (await insertEmailUser(db, {
          email: link.email,
          aud,
          passwordHash: '',
          data: link.data ?? {},
        }));
      await updateUser(db, userId, {
        confirmation_token: tokenHash,
        confirmation_sent_at: now,
        invited_at: now,
      });
      return { userId, linkToken: tokenHash };
    }
    case 'signup': {
      if (user?.email_confirmed_at) throw errors.emailExists();
      let userId = user?.id;
      if (user && link.data)
        await updateUser(db, user.id, {
          raw_user_meta_data: mergeMetadata(user.raw_user_meta_data ?? {}, link.data),
        });
      userId ??= await insertEmailUser(db, {
        email: link.email,
        aud,
        passwordHash: await hashPassword(link.password),
        data: link.data ?? {},
      });
      await updateUser(db, userId, { confirmation_token: tokenHash, confirmation_sent_at: now });
      return { userId, linkToken: tokenHash };
    }
    case 'email_change_current':
    case 'email_change_new': {
      if (!user) throw userNotFound();
      const current = link.type === 'email_change_current';
      if (current && !deps.settings.secureEmailChange)
        throw errors.validation('Enable secure email change to generate link for current email');
      const newEmail = validateEmail(link.newEmail);
      if (await emailTaken(db, newEmail, user.aud ?? aud, user.id)) throw errors.emailExists();
      // As GoTrue: the new address's token is hashed with the new address; `hashed_token` is not.
      const linkToken = current ? tokenHash : emailTokenHash(newEmail, otp);
      await updateUser(db, user.id, {
        email_change: newEmail,
        email_change_sent_at: now,
        email_change_confirm_status: 0,
        [current ? 'email_change_token_current' : 'email_change_token_new']: linkToken,
      });
      return { userId: user.id, linkToken };
    }
    default:
      throw errors.validation(`Invalid email action link type requested: ${link.type}`);
  }
}

/**
 * POST /admin/generate_link, as GoTrue's adminGenerateLink: the link and code a mail of `type` would
 * carry, without sending it. `signup` and `invite` create the user when the address is new; a
 * `magiclink` for a new address becomes a `signup` with a random password.
 */
export function generateLink(
  deps: AuthContext,
  asked: LinkRequest,
  aud: string,
): Promise<GeneratedLink> {
  const link = { ...asked, email: validateEmail(asked.email) };
  const token = newEmailToken(deps, link.email);
  return databaseErrorSavingUser(() =>
    inTransaction(deps.pool, async (db) => {
      const user = await findUserByEmailAndAud(db, link.email, aud);
      if (!user && link.type === 'magiclink') {
        link.type = 'signup';
        link.password = randomBytes(48).toString('base64url');
      }
      if (!user && link.type === 'signup') assertSignupPassword(link.password, deps.settings);
      const { userId, linkToken } = await storeToken(deps, link, aud, {
        db,
        user,
        tokenHash: token.tokenHash,
        otp: token.otp,
      });
      const linkType = link.type.startsWith('email_change') ? 'email_change' : link.type;
      return {
        ...serializeAdminUser(await getAdminUser(db, userId)),
        action_link: verifyLink(deps, linkToken, linkType, link.redirectTo),
        email_otp: token.otp,
        hashed_token: token.tokenHash,
        verification_type: link.type,
        redirect_to: link.redirectTo,
      };
    }),
  );
}
