// The rows the member taps write or need, set and removed with the benchmark database's owner
// connection, so that every load starts from the same data and the section leaves it as found.
import type pg from 'pg';

export interface TapData {
  memberId: string;
  /** A comment by another member on `postId`, with `text`, newest on the post: returns its id. */
  addOthersComment(postId: string, authorUsername: string, text: string): Promise<string>;
  /** A comment of the member's own on `postId`. */
  addOwnComment(postId: string, text: string): Promise<string>;
  /** Removes every comment (and reply) with this text, by anyone. */
  removeComments(text: string): Promise<void>;
  isFollowing(username: string): Promise<boolean>;
  setFollowing(username: string, on: boolean): Promise<void>;
}

export function tapData(pool: pg.Pool, memberId: string): TapData {
  const profileId = async (username: string) => {
    const { rows } = await pool.query<{ id: string }>(
      'select id from public.profiles where username = $1',
      [username],
    );
    if (!rows[0]) throw new Error(`No member @${username} in the benchmark database`);
    return rows[0].id;
  };
  const insertComment = async (postId: string, userId: string, text: string) => {
    const { rows } = await pool.query<{ id: string }>(
      `insert into public.comments (post_id, user_id, comment_type, content)
       values ($1, $2, 'like', $3) returning id`,
      [postId, userId, text],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error(`No comment inserted on ${postId}`);
    return id;
  };
  return {
    memberId,
    async addOthersComment(postId, authorUsername, text) {
      return insertComment(postId, await profileId(authorUsername), text);
    },
    addOwnComment: (postId, text) => insertComment(postId, memberId, text),
    async removeComments(text) {
      await pool.query('delete from public.comments where content = $1', [text]);
    },
    async isFollowing(username) {
      const { rowCount } = await pool.query(
        'select 1 from public.user_follows where follower_id = $1 and following_id = $2',
        [memberId, await profileId(username)],
      );
      return (rowCount ?? 0) > 0;
    },
    async setFollowing(username, on) {
      const following = await profileId(username);
      await pool.query(
        on
          ? `insert into public.user_follows (follower_id, following_id) values ($1, $2)
             on conflict do nothing`
          : 'delete from public.user_follows where follower_id = $1 and following_id = $2',
        [memberId, following],
      );
    },
  };
}
