import type { FactorRow } from './mfa/factor.repository.ts';

export type Json = Record<string, unknown>;

/** The auth.users columns the service reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  invited_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  /** 0 until one link of a secure email change is followed, then 1. */
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  banned_until: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface UserWithIdentities extends UserRow {
  identities: IdentityRow[];
  /** The user's MFA factors, verified or not (none on users made up for an answer). */
  factors?: FactorRow[];
}
