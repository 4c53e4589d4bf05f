import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';

/** The expiry the Supabase CLI puts in its local keys (2032-11-12). */
const LOCAL_KEY_EXPIRY = 1983812996;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
  /** The new-format key standing for `anon` (`sb_publishable_…`); the gateway swaps it for the anon key. */
  publishableKey: string;
  /** The new-format key standing for `service_role` (`sb_secret_…`); never in a browser. */
  secretKey: string;
}

async function signRoleKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: LOCAL_KEY_EXPIRY })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/**
 * An opaque key in the Supabase format (`<prefix><22 characters>_<8 characters>`), derived from the
 * secret so that it stays the same across restarts and tells nothing about the secret.
 */
function opaqueKey(prefix: 'sb_publishable_' | 'sb_secret_', secret: string): string {
  const digest = createHmac('sha256', secret).update(prefix).digest('base64url');
  return `${prefix}${digest.slice(0, 22)}_${digest.slice(22, 30)}`;
}

/** Derives the anon and service-role API keys from the JWT secret, as the Supabase CLI does. */
export async function deriveApiKeys(jwtSecret: string): Promise<ApiKeys> {
  return {
    anonKey: await signRoleKey('anon', jwtSecret),
    serviceRoleKey: await signRoleKey('service_role', jwtSecret),
    publishableKey: opaqueKey('sb_publishable_', jwtSecret),
    secretKey: opaqueKey('sb_secret_', jwtSecret),
  };
}
