// Where the tests' Supabase client sends its requests. Nothing listens there: msw answers them.
export const SUPABASE_TEST_URL = 'http://supabase.test';
export const SUPABASE_TEST_ANON_KEY = 'test-anon-key';

/** A PostgREST path: `restUrl('feed_cards')`, `restUrl('rpc/feed_card_count')`. */
export const restUrl = (path: string) => `${SUPABASE_TEST_URL}/rest/v1/${path}`;

/** An auth service path: `authUrl('token')`. */
export const authUrl = (path: string) => `${SUPABASE_TEST_URL}/auth/v1/${path}`;
