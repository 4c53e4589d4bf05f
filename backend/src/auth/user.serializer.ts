import type { FactorRow } from './mfa/factor.repository.ts';
import type { IdentityRow, Json, UserWithIdentities } from './user.types.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

function serializeIdentity(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** GoTrue's Factor JSON: never the secret; `phone` is '' for a TOTP factor. */
function serializeFactor(factor: FactorRow) {
  return {
    id: factor.id,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
  };
}

/** GoTrue's User JSON: omitempty timestamps are left out when null (JSON.stringify drops undefined). */
export function serializeUser(user: UserWithIdentities) {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    invited_at: iso(user.invited_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities.map(serializeIdentity),
    // Left out when there are none, as GoTrue's omitempty does.
    factors: user.factors?.length ? user.factors.map(serializeFactor) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}

export type SerializedUser = ReturnType<typeof serializeUser>;

/**
 * GoTrue's `sanitizeUser`: what signup answers for an address that is already registered and confirmed,
 * so the response does not reveal the account (a random id and no identities).
 */
export function fakeUser(email: string, data: Json, id: string): SerializedUser {
  const now = new Date();
  return serializeUser({
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: null,
    encrypted_password: null,
    email_confirmed_at: null,
    phone_confirmed_at: null,
    confirmed_at: null,
    confirmation_token: null,
    confirmation_sent_at: now,
    recovery_token: null,
    recovery_sent_at: null,
    invited_at: null,
    email_change: null,
    email_change_sent_at: null,
    email_change_confirm_status: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: data,
    banned_until: null,
    created_at: now,
    updated_at: now,
    is_anonymous: false,
    identities: [],
  });
}
