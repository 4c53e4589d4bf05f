import { SignJWT } from 'jose';

/** The expiry the Supabase CLI puts in its local keys (2032-11-12). */
const LOCAL_KEY_EXPIRY = 1983812996;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

async function signRoleKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: LOCAL_KEY_EXPIRY })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** Derives the anon and service-role API keys from the JWT secret, as the Supabase CLI does. */
export async function deriveApiKeys(jwtSecret: string): Promise<ApiKeys> {
  return {
    anonKey: await signRoleKey('anon', jwtSecret),
    serviceRoleKey: await signRoleKey('service_role', jwtSecret),
  };
}
