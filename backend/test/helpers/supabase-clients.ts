import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestStack } from './test-stack.ts';

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};

/** A supabase-js client with the anon key, as the browser has it (no session stored on disk). */
export function anonClient(stack: TestStack): SupabaseClient {
  return createClient(stack.url, stack.anonKey, clientOptions);
}

/** A supabase-js client with the service-role key (bypasses RLS). */
export function serviceClient(stack: TestStack): SupabaseClient {
  return createClient(stack.url, stack.serviceRoleKey, clientOptions);
}
