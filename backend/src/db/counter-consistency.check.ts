import type pg from 'pg';

export interface CounterMismatch {
  table: 'posts' | 'comments';
  id: string;
  column: string;
  stored: number;
  recounted: number;
}

/**
 * Every trigger-kept counter that differs from a recount of its rows: posts.like_count, gripe_count,
 * question_count (top-level comments of that type), discussion_count (likes + gripes), and
 * comments.reply_count and like_count (hearts). Empty when the database is consistent.
 */
export async function findCounterMismatches(
  db: Pick<pg.ClientBase, 'query'>,
): Promise<CounterMismatch[]> {
  const { rows } = await db.query<CounterMismatch>(`
    with post_counts as (
      select p.id, p.like_count, p.gripe_count, p.question_count, p.discussion_count,
             count(c.id) filter (where c.comment_type = 'like')::int as likes,
             count(c.id) filter (where c.comment_type = 'gripe')::int as gripes,
             count(c.id) filter (where c.comment_type = 'question')::int as questions
        from public.posts p
        left join public.comments c on c.post_id = p.id and c.parent_id is null
       group by p.id
    ),
    comment_counts as (
      select c.id, c.reply_count, c.like_count,
             (select count(*) from public.comments r where r.parent_id = c.id)::int as replies,
             (select count(*) from public.comment_likes l where l.comment_id = c.id)::int as hearts
        from public.comments c
    )
    select 'posts' as table, id::text, column_name as column, stored, recounted
      from post_counts,
           lateral (values ('like_count', like_count, likes),
                           ('gripe_count', gripe_count, gripes),
                           ('question_count', question_count, questions),
                           ('discussion_count', discussion_count, likes + gripes)) v(column_name, stored, recounted)
     where stored <> recounted
    union all
    select 'comments', id::text, column_name, stored, recounted
      from comment_counts,
           lateral (values ('reply_count', reply_count, replies), ('like_count', like_count, hearts)) v(column_name, stored, recounted)
     where stored <> recounted`);
  return rows;
}
