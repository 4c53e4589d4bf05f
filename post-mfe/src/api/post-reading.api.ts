import { getSupabase } from '@likegripe/shared-core';
import { appConfig } from './app-config';

/**
 * Marks the signed-in member as reading the post, or says it still is: one small upsert of its
 * own row (the database takes the member from the token and the time from its clock).
 */
export async function markReading(postId: string): Promise<void> {
  const { error } = await getSupabase().from('post_readers').upsert({ post_id: postId });
  if (error) throw new Error(error.message);
}

/** Removes the member's mark: it has stopped reading the post. */
export async function unmarkReading(postId: string, userId: string): Promise<void> {
  const { error } = await getSupabase()
    .from('post_readers')
    .delete()
    .eq('post_id', postId)
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
}

/**
 * The removal as a request that outlives the page, for pagehide, when the page and its ordinary
 * requests go away. Built ahead of time, because the config and the session are read
 * asynchronously and pagehide leaves no time to wait; sent with keepalive, best effort. Null when
 * nobody is signed in.
 */
export async function prepareUnmarkOnUnload(
  postId: string,
  userId: string,
): Promise<(() => void) | null> {
  const { data } = await getSupabase().auth.getSession();
  if (!data.session) return null;
  const { supabaseUrl, supabaseAnonKey } = await appConfig();
  const query = new URLSearchParams({ post_id: `eq.${postId}`, user_id: `eq.${userId}` });
  const url = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/post_readers?${query.toString()}`;
  const headers = { apikey: supabaseAnonKey, authorization: `Bearer ${data.session.access_token}` };
  return () => {
    void fetch(url, { method: 'DELETE', headers, keepalive: true }).catch(() => undefined);
  };
}
