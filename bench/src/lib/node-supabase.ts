import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { AppSupabaseClient, Database } from '@likegripe/shared-core';
import WebSocket from 'ws';

/** Node 20 has no built-in WebSocket for the realtime client, and a bench keeps no session. */
function nodeOptions(options: SupabaseClientOptions<'public'>): SupabaseClientOptions<'public'> {
  return {
    ...options,
    auth: { persistSession: false, ...options.auth },
    realtime: { ...options.realtime, transport: WebSocket as never },
  };
}

/** A supabase-js client for Node 20. */
export function createNodeClient(
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'> = {},
) {
  return createClient(url, key, nodeOptions(options));
}

/** A Node client typed as the site's, so it can send the requests the remotes build. */
export function createSiteClient(url: string, key: string): AppSupabaseClient {
  return createClient<Database>(url, key, nodeOptions({}));
}
