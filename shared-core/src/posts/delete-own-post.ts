import { toApiError, type ApiError } from '../store/api';
import type { AppSupabaseClient } from '../supabase/supabase-client';

/**
 * Deletes the reader's own post: the one call behind the feed card's and the post page's Delete.
 * Each remote's endpoint wraps it with its own cache updates. The answer is a queryFn's result.
 */
export async function deleteOwnPost(
  client: Pick<AppSupabaseClient, 'from'>,
  postId: string,
): Promise<{ data: null } | { error: ApiError }> {
  const { data, error } = await client.from('posts').delete().eq('id', postId).select('id');
  if (error) return { error: toApiError(error) };
  // RLS lets only the author delete; zero deleted rows means it was not theirs (or is gone).
  if (data.length === 0) return { error: { message: 'The post could not be deleted.' } };
  return { data: null };
}
