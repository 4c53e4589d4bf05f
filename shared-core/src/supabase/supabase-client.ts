import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../db/database';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: AppSupabaseClient | null = null;

/**
 * Creates the site's single Supabase client from app config. The shell (or a remote running on its
 * own) calls it once before rendering; every data call then goes through `getSupabase()`.
 */
export function initSupabase(config: { supabaseUrl: string; supabaseAnonKey: string }) {
  client ??= createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}

export function getSupabase(): AppSupabaseClient {
  if (!client) throw new Error('initSupabase() must run before getSupabase()');
  return client;
}
