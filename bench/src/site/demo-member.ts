// The demo member the bench measures signed-in screens as, and the session the site keeps for her.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { createNodeClient } from '../lib/node-supabase.ts';
import type { BenchSite } from './bench-site.ts';

/** Alice, from the demo seed (supabase/seed.sql). */
export const DEMO_MEMBER = { email: 'alice@example.com', password: 'password123' };

/**
 * Signs a demo member in through the gateway, as the sign-in form would: the session (for a
 * browser) and a Node client that acts as the member.
 */
export async function signInDemoMember(
  site: BenchSite,
  member: { email: string; password: string } = DEMO_MEMBER,
): Promise<{ session: Session; client: SupabaseClient }> {
  const client = createNodeClient(site.gatewayUrl, site.anonKey);
  const { data, error } = await client.auth.signInWithPassword(member);
  if (error || !data.session) throw error ?? new Error(`No session for ${member.email}`);
  return { session: data.session, client };
}

/** The localStorage key under which the site's supabase-js keeps its session. */
export function sessionStorageKey(gatewayUrl: string): string {
  return `sb-${new URL(gatewayUrl).hostname.split('.')[0]}-auth-token`;
}
