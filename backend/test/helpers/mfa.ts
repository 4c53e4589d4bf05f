import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The code an authenticator app shows for `secret` (SHA1, 6 digits, 30 s), `stepsAhead` steps
 * from now: one step ahead is still accepted, and is a code not yet used.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

export interface AccessClaims {
  aal?: string;
  amr?: Array<{ method: string; timestamp: number }>;
  session_id?: string;
}

export const claimsOf = (accessToken: string) => decodeJwt(accessToken) as AccessClaims;

/** Enrolls a nameless TOTP factor for the client's user; answers its id and secret. */
export async function enrollTotp(client: SupabaseClient): Promise<{ id: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  return { id: data.id, secret: data.totp.secret };
}

/** Enrolls and verifies a TOTP factor, so the client's session is at aal2. */
export async function enrollVerifiedTotp(
  client: SupabaseClient,
): Promise<{ id: string; secret: string }> {
  const factor = await enrollTotp(client);
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.secret),
  });
  if (error) throw error;
  return factor;
}
