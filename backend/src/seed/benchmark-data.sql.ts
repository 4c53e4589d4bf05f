/**
 * Set-based statements of the benchmark seeder. They run inside one transaction with
 * `session_replication_role = replica`, so no trigger fires (no profile trigger, counters,
 * notifications or author copies); the counters are recomputed afterwards in one statement per
 * table, and the posts take their author copies as they are inserted.
 * The big tables get their random ids in the statement and are inserted in id order, so the
 * unique indexes that lead with the id grow at their right edge instead of at random pages (which
 * past the server's buffers costs a write per row).
 * Parameters are positional ($1 …) and documented per statement.
 */

/**
 * The indexes the load would otherwise update row by row, in random order: every index of the
 * loaded tables that no constraint uses and that is not unique (`on conflict` needs those).
 * Building them once after the load sorts each in one pass instead.
 */
export const secondaryIndexes = `
  select format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace
   where n.nspname = 'public' and t.relname = any ($1::text[])
     and not i.indisunique and not i.indisprimary
     and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
   order by c.relname`;

/** $1 users. One bcrypt hash shared by every benchmark user ('password123'). */
export const insertUsers = `
  with hash as (select extensions.crypt('password123', extensions.gen_salt('bf')) as value),
  batch as (select coalesce(max(substring(username from '^bench_(\\d+)_')::int), 0) + 1 as number
              from public.profiles where username ~ '^bench_\\d+_')
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
         format('bench_%s_%s@example.com', batch.number, g), hash.value, now(),
         '{"provider": "email", "providers": ["email"]}'::jsonb,
         jsonb_build_object('username', format('bench_%s_%s', batch.number, g),
                            'display_name', format('Bench User %s-%s', batch.number, g)),
         now() - random() * interval '720 days', now()
    from generate_series(1, $1::int) as g, hash, batch`;

export const insertProfilesOfNewUsers = `
  insert into public.profiles (id, username, display_name, created_at)
  select u.id, u.raw_user_meta_data ->> 'username', u.raw_user_meta_data ->> 'display_name', u.created_at
    from auth.users u
   where not exists (select 1 from public.profiles p where p.id = u.id)`;

export const numberUsers = `
  create temp table bench_users on commit drop as
  select row_number() over () as n, id from public.profiles`;

/**
 * $1 posts. Authors are skewed (some write a lot); dates spread over two years. $2 photo URLs (the
 * demo photos', or none): every fourth post shows one of them, every twelfth two, so the feed and
 * the bench meet real-sized photos without a file per post.
 */
export const insertPosts = `
  with words as (
    select array['Wireless', 'Budget', 'Premium', 'Local', 'Vintage', 'Compact', 'Family', 'Organic',
                 'Smart', 'Classic', 'Electric', 'Handmade'] as adjectives,
           array['headphones', 'coffee shop', 'hiking boots', 'thriller', 'pizza place', 'laptop',
                 'hotel', 'streaming service', 'board game', 'blender', 'novel', 'airline'] as nouns,
           array['technology', 'entertainment', 'food', 'travel', 'books', 'movies', 'products',
                 'services', 'other'] as categories,
           array['budget', 'premium', 'review', 'deal', 'quality', 'service', 'design', 'value',
                 'comfort', 'battery', 'taste', 'story', 'family', 'travel', 'music', 'gaming',
                 'coffee', 'diy', 'fitness', 'outdoors'] as tags
  ), photos as (
    select $2::text[] as urls, cardinality($2::text[]) as n
  ), picks as (
    select g, gen_random_uuid() as id,
           1 + floor(power(random(), 2) * (select count(*) from bench_users))::int as author,
           1 + floor(random() * 12)::int as adjective, 1 + floor(random() * 12)::int as noun,
           1 + floor(random() * 9)::int as category, 1 + floor(random() * 20)::int as tag1,
           1 + floor(random() * 20)::int as tag2, random() as age
      from generate_series(1, $1::int) as g
  )
  insert into public.posts (id, user_id, title, description, category, hashtags, link_url, media_urls,
                            created_at, author_username, author_display_name, author_avatar_url)
  select p.id, u.id,
         format('%s %s review #%s', w.adjectives[p.adjective], w.nouns[p.noun], p.g),
         format('Honest thoughts on this %s %s after %s weeks. #%s #%s',
                lower(w.adjectives[p.adjective]), w.nouns[p.noun], 1 + p.g % 12, w.tags[p.tag1], w.tags[p.tag2]),
         w.categories[p.category],
         array(select distinct unnest(array[w.tags[p.tag1], w.tags[p.tag2]])),
         case when p.g % 5 = 0 then format('https://example.com/item/%s', p.g) end,
         case when ph.n = 0 then null
              when p.g % 12 = 0 then array[ph.urls[1 + p.g % ph.n], ph.urls[1 + (p.g + 1) % ph.n]]
              when p.g % 4 = 0 then array[ph.urls[1 + p.g % ph.n]] end,
         now() - p.age * interval '730 days',
         -- The author copies a trigger writes otherwise (triggers are off here).
         a.username, a.display_name, a.avatar_url
    from picks p cross join words w cross join photos ph join bench_users u on u.n = p.author
    join public.profiles a on a.id = u.id
   order by p.id`;

export const numberPosts = `
  create temp table bench_posts on commit drop as
  select row_number() over () as n, id, created_at from public.posts`;

/**
 * $1 top-level comments: half reactions (empty likes and gripes), the rest written likes, gripes
 * and questions. Posts are picked with a skew so like and gripe counts differ widely.
 * Duplicate reactions of one user on one post are skipped.
 */
export const insertTopLevelComments = `
  with picks as (
    select g, gen_random_uuid() as id, random() as kind,
           1 + floor(power(random(), 3) * (select count(*) from bench_posts))::int as post,
           1 + floor(random() * (select count(*) from bench_users))::int as author
      from generate_series(1, $1::int) as g
  )
  insert into public.comments (id, post_id, user_id, content, comment_type, created_at)
  select p.id, bp.id, u.id,
         case when p.kind < 0.5 then ''
              when p.kind < 0.7 then format('Really like this one, %s stars from me.', 3 + p.g % 3)
              when p.kind < 0.85 then format('Not great: problem number %s keeps coming back.', 1 + p.g % 9)
              else format('Does anyone know how it holds up after %s months?', 1 + p.g % 24) end,
         case when p.kind < 0.3 then 'like' when p.kind < 0.5 then 'gripe' when p.kind < 0.7 then 'like'
              when p.kind < 0.85 then 'gripe' else 'question' end,
         least(now(), bp.created_at + random() * interval '30 days')
    from picks p
    join bench_posts bp on bp.n = p.post
    join bench_users u on u.n = p.author
   order by p.id
  on conflict do nothing`;

export const numberWrittenComments = `
  create temp table bench_parents on commit drop as
  select row_number() over () as n, id, post_id, created_at
    from public.comments where parent_id is null and content <> ''`;

/** $1 replies to written top-level comments. */
export const insertReplies = `
  with picks as (
    select g, gen_random_uuid() as id,
           1 + floor(random() * (select count(*) from bench_parents))::int as parent,
           1 + floor(random() * (select count(*) from bench_users))::int as author
      from generate_series(1, $1::int) as g
  )
  insert into public.comments (id, post_id, user_id, content, comment_type, parent_id, created_at)
  select p.id, c.post_id, u.id, format('Good point, reply %s.', p.g), 'reply', c.id,
         least(now(), c.created_at + random() * interval '2 days')
    from picks p
    join bench_parents c on c.n = p.parent
    join bench_users u on u.n = p.author
   order by p.id`;

/** $1 hearts on written comments. */
export const insertCommentLikes = `
  with picks as (
    select 1 + floor(random() * (select count(*) from bench_parents))::int as comment,
           1 + floor(random() * (select count(*) from bench_users))::int as liker
      from generate_series(1, $1::int)
  )
  insert into public.comment_likes (comment_id, user_id)
  select c.id, u.id from picks p join bench_parents c on c.n = p.comment join bench_users u on u.n = p.liker
  on conflict do nothing`;

/** $1 follows between random members. */
export const insertFollows = `
  insert into public.user_follows (follower_id, following_id)
  select a.id, b.id
    from (select 1 + floor(random() * (select count(*) from bench_users))::int as follower,
                 1 + floor(random() * (select count(*) from bench_users))::int as following
            from generate_series(1, $1::int)) as p
    join bench_users a on a.n = p.follower
    join bench_users b on b.n = p.following
   where a.id <> b.id
  on conflict do nothing`;

export const recomputePostCounters = `
  update public.posts p
     set like_count = s.likes, gripe_count = s.gripes, question_count = s.questions
    from (select po.id,
                 count(c.id) filter (where c.comment_type = 'like') as likes,
                 count(c.id) filter (where c.comment_type = 'gripe') as gripes,
                 count(c.id) filter (where c.comment_type = 'question') as questions
            from public.posts po
            left join public.comments c on c.post_id = po.id and c.parent_id is null
           group by po.id) as s
   where s.id = p.id
     and (p.like_count, p.gripe_count, p.question_count) is distinct from (s.likes, s.gripes, s.questions)`;

export const recomputeCommentCounters = `
  update public.comments c
     set reply_count = coalesce(r.replies, 0), like_count = coalesce(l.likes, 0)
    from public.comments c2
    left join (select parent_id, count(*) as replies from public.comments
                where parent_id is not null group by parent_id) as r on r.parent_id = c2.id
    left join (select comment_id, count(*) as likes from public.comment_likes group by comment_id) as l
           on l.comment_id = c2.id
   where c2.id = c.id
     and (c.reply_count, c.like_count) is distinct from (coalesce(r.replies, 0), coalesce(l.likes, 0))`;

/** Every member's profile counts (kept by triggers, which are off here), from scratch. */
export const rebuildProfileCounts = `select private.rebuild_profile_counts()`;

/** How many posts carry each hashtag (kept by a trigger, which is off here), from scratch. */
export const rebuildHashtagPostCounts = `select private.rebuild_hashtag_post_counts()`;

/** post_comment_summary's counts and words (kept by triggers, which are off here), from scratch. */
export const rebuildPostCommentSummaries = `select public.rebuild_post_comment_summaries()`;
