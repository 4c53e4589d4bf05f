// The backend's REST API as a visitor reads it (the anon key), for screens drawn on the server. Only
// PostgREST: supabase-js would also set up realtime, which needs a WebSocket Node 20 does not have.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@likegripe/shared-core';
import type { ScreenBackend } from './screen-renderer';

const clients = new Map<string, PostgrestClient<Database>>();

export function visitorRest({ supabaseUrl, supabaseAnonKey }: ScreenBackend) {
  const key = `${supabaseUrl} ${supabaseAnonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
    });
    clients.set(key, client);
  }
  return client;
}
