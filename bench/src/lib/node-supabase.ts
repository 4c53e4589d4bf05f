import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** A supabase-js client for Node 20, which has no built-in WebSocket for the realtime client. */
export function createNodeClient(
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'> = {},
) {
  return createClient(url, key, {
    ...options,
    auth: { persistSession: false, ...options.auth },
    realtime: { ...options.realtime, transport: WebSocket as never },
  });
}
