// A member's like of a post, read and set through the API as the member, so that every measured
// Like click adds a like (the same work each time) and the data is left as it was found.
import type { SupabaseClient } from '@supabase/supabase-js';

const UNIQUE_VIOLATION = '23505';

export interface MemberLike {
  isOn(): Promise<boolean>;
  set(on: boolean): Promise<void>;
}

/** The like of `postId` by the member `client` is signed in as (`userId`): an empty like comment. */
export function memberLike(client: SupabaseClient, userId: string, postId: string): MemberLike {
  const match = { post_id: postId, user_id: userId, comment_type: 'like', content: '' };
  return {
    async isOn() {
      const { count, error } = await client
        .from('comments')
        .select('id', { count: 'exact', head: true })
        .match(match);
      if (error) throw new Error(`Reading the like of ${postId}: ${error.message}`);
      return (count ?? 0) > 0;
    },
    async set(on) {
      const { error } = on
        ? await client.from('comments').insert(match)
        : await client.from('comments').delete().match(match);
      if (error && error.code !== UNIQUE_VIOLATION) {
        throw new Error(`Setting the like of ${postId}: ${error.message}`);
      }
    },
  };
}
