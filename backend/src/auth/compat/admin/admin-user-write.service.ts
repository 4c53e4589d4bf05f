import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthContext } from '../../auth-context.ts';
import { AuthError, errors } from '../../auth-error.ts';
import {
  hashPassword,
  MAX_PASSWORD_BYTES,
  passwordWeakness,
  type PasswordRules,
} from '../../password.policy.ts';
import { inTransaction } from '../../transaction.ts';
import { assertMetadataSize, mergeMetadata } from '../../user-metadata.policy.ts';
import { updateUser } from '../../user.repository.ts';
import type { Json } from '../../user.types.ts';
import {
  bannedUntil,
  BodyReader,
  parseBanDuration,
  validateEmail,
  validatePhone,
} from './admin-params.ts';
import {
  emailTaken,
  getAdminUser,
  insertIdentity,
  insertUser,
  phoneTaken,
  updateIdentityData,
  type AdminUserRow,
} from './admin-user.repository.ts';
import { UUID } from './admin-credentials.ts';
import { serializeAdminUser, type SerializedAdminUser } from './admin-user.serializer.ts';

/** GoTrue's JWT_DEFAULT_GROUP_NAME on hosted Supabase. */
const DEFAULT_ROLE = 'authenticated';
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const BCRYPT_HASH = /^\$2[abxy]?\$\d\d\$[./A-Za-z0-9]{53}$/;

/** GoTrue's AdminUserParams, read as its JSON decoder fills them. */
function readAdminParams(body: Json) {
  const read = new BodyReader(body, 'AdminUserParams');
  return {
    id: read.string('id'),
    aud: read.string('aud'),
    role: read.string('role'),
    email: read.string('email'),
    phone: read.string('phone'),
    password: read.optionalString('password'),
    passwordHash: read.string('password_hash'),
    emailConfirm: read.boolean('email_confirm'),
    phoneConfirm: read.boolean('phone_confirm'),
    userMetadata: read.object('user_metadata'),
    appMetadata: read.object('app_metadata'),
    banDuration: read.string('ban_duration'),
  };
}

/** A failure of the database (a trigger refusing the row included) is GoTrue's 500 with `message`. */
async function asDatabaseError<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw Object.assign(errors.unexpected(message), { cause: error });
  }
}

/** GoTrue's checkPasswordStrength for an admin's new password: over 72 bytes is 400, weak is 422. */
function assertAdminPassword(password: string, rules: PasswordRules): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  const weakness = passwordWeakness(password, rules);
  if (weakness) throw errors.weakPassword(weakness.message, weakness.reasons);
}

/** The stored hash for a new user: the given bcrypt hash, the password's, or a random one's. */
async function newPasswordHash(password: string | undefined, passwordHash: string) {
  if (password !== undefined && passwordHash !== '')
    throw errors.validation('Only a password or a password hash should be provided');
  if (passwordHash !== '') {
    if (!BCRYPT_HASH.test(passwordHash)) throw errors.unexpected('Error creating user');
    return passwordHash;
  }
  const secret = password || randomBytes(48).toString('base64url');
  if (Buffer.byteLength(secret, 'utf8') > MAX_PASSWORD_BYTES)
    throw errors.validation('bcrypt: password length exceeds 72 bytes');
  return hashPassword(secret);
}

function customId(id: string): string {
  if (id === '') return randomUUID();
  if (!UUID.test(id)) throw errors.validation('ID must conform to the uuid v4 format');
  if (id === NIL_UUID) throw errors.validation('ID cannot be a nil uuid');
  return id.toLowerCase();
}

/** POST /admin/users, as GoTrue's adminUserCreate: no mail, no password rules, the admin decides. */
export async function createUserAsAdmin(
  deps: AuthContext,
  body: Json,
  requestAud: string,
): Promise<SerializedAdminUser> {
  const params = readAdminParams(body);
  const aud = params.aud || requestAud;
  if (params.email === '' && params.phone === '')
    throw errors.validation('Cannot create a user without either an email or phone');
  const providers: Array<'email' | 'phone'> = [];
  const email = params.email ? validateEmail(params.email) : null;
  if (email) {
    if (await emailTaken(deps.pool, email, aud)) throw errors.emailExists();
    providers.push('email');
  }
  const phone = params.phone ? validatePhone(params.phone) : null;
  if (phone) {
    if (await phoneTaken(deps.pool, phone, aud))
      throw new AuthError(422, 'phone_exists', 'Phone number already registered by another user');
    providers.push('phone');
  }
  const passwordHash = await newPasswordHash(params.password, params.passwordHash);
  const id = customId(params.id);
  const ban = parseBanDuration(params.banDuration);
  const userMetadata = {
    ...params.userMetadata,
    ...(params.emailConfirm ? { email_verified: true } : {}),
  };
  assertMetadataSize(userMetadata, deps.settings.userMetadataMaxBytes);
  const now = new Date();

  return asDatabaseError('Database error creating new user', () =>
    inTransaction(deps.pool, async (db) => {
      await insertUser(db, {
        id,
        aud,
        role: params.role.trim() || DEFAULT_ROLE,
        email,
        phone,
        passwordHash,
        appMetadata: mergeMetadata({ provider: providers[0], providers }, params.appMetadata ?? {}),
        userMetadata,
        emailConfirmedAt: params.emailConfirm ? now : null,
        phoneConfirmedAt: params.phoneConfirm ? now : null,
        bannedUntil: ban === undefined ? null : bannedUntil(ban),
      });
      const claims = { sub: id, email_verified: false, phone_verified: false };
      if (email) await insertIdentity(db, id, 'email', { ...claims, email });
      if (phone) await insertIdentity(db, id, 'phone', { ...claims, phone });
      return serializeAdminUser(await getAdminUser(db, id));
    }),
  );
}

/** Sets the address of `provider` and its identity, as GoTrue's adminUserUpdate does. */
async function changeAddress(
  db: Parameters<typeof insertIdentity>[0],
  user: AdminUserRow,
  provider: 'email' | 'phone',
  address: string,
  confirmed: boolean,
): Promise<Record<string, unknown>> {
  const verifiedKey = `${provider}_verified`;
  const updated = await updateIdentityData(db, user.id, provider, {
    [provider]: address,
    [verifiedKey]: confirmed,
  });
  if (!updated)
    await insertIdentity(db, user.id, provider, {
      sub: user.id,
      [provider]: address,
      email_verified: provider === 'email' && confirmed,
      phone_verified: provider === 'phone' && confirmed,
    });
  return {
    [provider]: address,
    ...(user.is_anonymous && confirmed ? { is_anonymous: false } : {}),
  };
}

/** PUT /admin/users/:id, as GoTrue's adminUserUpdate: every given field is set at once, no mail. */
export async function updateUserAsAdmin(
  deps: AuthContext,
  user: AdminUserRow,
  body: Json,
): Promise<SerializedAdminUser> {
  const params = readAdminParams(body);
  const email = params.email ? validateEmail(params.email) : undefined;
  const phone = params.phone ? validatePhone(params.phone) : undefined;
  const ban = parseBanDuration(params.banDuration);
  let passwordHash: string | undefined;
  if (params.password !== undefined) {
    assertAdminPassword(params.password, deps.settings);
    passwordHash = await hashPassword(params.password);
  }
  let userMetadata = user.raw_user_meta_data ?? {};
  if (params.emailConfirm) userMetadata = { ...userMetadata, email_verified: true };
  if (params.userMetadata) userMetadata = mergeMetadata(userMetadata, params.userMetadata);
  assertMetadataSize(userMetadata, deps.settings.userMetadataMaxBytes);

  return asDatabaseError('Error updating user', () =>
    inTransaction(deps.pool, async (db) => {
      const changes: Record<string, unknown> = { raw_user_meta_data: userMetadata };
      if (params.role !== '') changes.role = params.role.trim();
      if (params.emailConfirm)
        Object.assign(changes, { email_confirmed_at: new Date(), confirmation_token: '' });
      if (params.phoneConfirm)
        Object.assign(changes, { phone_confirmed_at: new Date(), confirmation_token: '' });
      if (passwordHash !== undefined)
        // A new password voids every pending link and code, as GoTrue's UpdatePassword.
        Object.assign(changes, {
          encrypted_password: passwordHash,
          confirmation_token: '',
          confirmation_sent_at: null,
          recovery_token: '',
          recovery_sent_at: null,
          email_change_token_current: '',
          email_change_token_new: '',
          email_change_sent_at: null,
          reauthentication_token: '',
          reauthentication_sent_at: null,
        });
      if (email)
        Object.assign(changes, await changeAddress(db, user, 'email', email, params.emailConfirm));
      if (phone)
        Object.assign(changes, await changeAddress(db, user, 'phone', phone, params.phoneConfirm));
      if (params.appMetadata)
        changes.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data ?? {}, params.appMetadata);
      if (ban !== undefined) changes.banned_until = bannedUntil(ban);
      await updateUser(db, user.id, changes);
      return serializeAdminUser(await getAdminUser(db, user.id));
    }),
  );
}
