-- A hashtag's feed page reads a rare hashtag's posts through posts_hashtags_idx, knowing how rare it
-- is from counts that triggers keep rather than from the statistics.
--
-- Why: the feed read a hashtag's page from feed_cards under the caller's policies, where `hashtags &&
-- …` (not leakproof) cannot be a condition of posts_hashtags_idx; the planner walked the newest posts
-- until it had twelve. For a hashtag only a few old posts have, that is the whole table: 1.3-1.8 s at
-- 1,000,000 posts for #bakery, a demo post's hashtag. With its owner's rights the helper could use the
-- index, but the planner judges a hashtag by the column's statistics, which do not see a hashtag
-- missing from the sample they were taken from (it is then assumed in 0.5 % of the posts: 5,000 at a
-- million, which makes walking the newest posts look cheaper) and lag every change until autovacuum
-- takes them again.
--
-- private.hashtag_post_counts holds how many posts carry each hashtag (hidden ones too: it chooses a
-- plan, it is not shown). The helper reads the hashtags' counts and, when reading all of their posts
-- costs less than walking the newest ones (n tagged of N posts: n² below (offset + limit) · N), reads
-- them through the index and sorts them; otherwise it walks as before. search_feed_cards takes blank
-- words for no words, so the feed can ask it for a hashtag's page.

create table private.hashtag_post_counts (
  hashtag text primary key,
  posts integer not null
);
comment on table private.hashtag_post_counts is
  'How many posts (hidden ones too) carry each hashtag, kept by a trigger on posts; read by '
  'private.visible_post_ids_matching to choose how to find a hashtag''s posts.';
revoke all on private.hashtag_post_counts from public, anon, authenticated;

-- Counting from scratch: the backfill below, and the benchmark seeder after it loads with the
-- triggers off.
create function private.rebuild_hashtag_post_counts()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.hashtag_post_counts;
  insert into private.hashtag_post_counts (hashtag, posts)
  select tag, count(*)
    from public.posts cross join lateral (select distinct unnest(hashtags) as tag) tags
   group by tag;
$$;
comment on function private.rebuild_hashtag_post_counts() is
  'Counts every hashtag''s posts from scratch (after a load with the triggers off).';
revoke execute on function private.rebuild_hashtag_post_counts() from public, anon, authenticated;

-- One statement per change, its rows in hashtag order, so two writers lock the counts they share in
-- the same order; each change only adds or takes away (posts = posts + d).
create function private.count_post_hashtags()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.hashtag_post_counts as counts (hashtag, posts)
  select tag, sum(delta)::integer
    from (select distinct unnest(old.hashtags) as tag, -1 as delta where tg_op <> 'INSERT'
          union all
          select distinct unnest(new.hashtags), 1 where tg_op <> 'DELETE') changes
   group by tag
  having sum(delta) <> 0
   order by tag
  on conflict (hashtag) do update set posts = counts.posts + excluded.posts;
  return null;
end;
$$;

create trigger posts_hashtag_post_counts
  after insert or delete or update of hashtags on public.posts
  for each row execute function private.count_post_hashtags();

select private.rebuild_hashtag_post_counts();

-- n tagged posts of N: reading all n and sorting them costs about n rows; walking a sort's index
-- until `_rows` of them are found reads about _rows · N / n. N is the planner's own count of posts.
create function private.few_posts_tagged(_hashtags text[], _rows integer)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(counts.posts), 0)::float8 ^ 2
         < _rows::float8 * (select greatest(reltuples, 0) from pg_catalog.pg_class
                             where oid = 'public.posts'::regclass)
    from private.hashtag_post_counts counts
   where counts.hashtag = any(_hashtags)
$$;
comment on function private.few_posts_tagged(text[], integer) is
  'Whether so few posts carry the hashtags that reading them all costs less than walking the newest '
  'posts for _rows of them.';
revoke execute on function private.few_posts_tagged(text[], integer) from public, anon, authenticated;

create or replace function private.visible_post_ids_matching(
  _pattern text,
  _category text,
  _hashtags text[],
  _sort text,
  _offset integer,
  _limit integer
)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := lower(_pattern);
  -- The words between the pattern's two %, less what is not a letter or digit at either end (an
  -- escaped \, % or _ is two such characters, so it goes whole or stays whole). Only a core with
  -- three letters or digits in a row gives the index a trigram inside a word to look for.
  core text := regexp_replace(substr(pattern, 2, length(pattern) - 2),
                              '^[^[:alnum:]]+|[^[:alnum:]]+$', '', 'g');
  index_pattern text := case when core ~ '[[:alnum:]]{3}' then '%' || core || '%' else pattern end;
  -- The index finds the posts with $6; each is then checked against the whole pattern ($1).
  matching text := case when pattern is null then 'true' else
    'search_text like $6'
    || case when index_pattern <> pattern then ' and textlike(search_text, $1)' else '' end
    || case when strpos(pattern, chr(1)) > 0 then ' and (title ilike $1 or description ilike $1)'
            else '' end
  end;
  narrowing text := private.feed_narrowing(_category, _hashtags);
  skipped integer := greatest(coalesce(_offset, 0), 0);
  wanted integer := least(greatest(coalesce(_limit, 0), 0), 10001);
  source text := 'public.posts';
  ordering text := '';
  ids uuid[];
begin
  if _sort is not null then
    ordering := 'order by ' || private.feed_sort_order(_sort);
  end if;
  if cardinality(_hashtags) > 0 and private.few_posts_tagged(_hashtags, skipped + wanted) then
    -- OFFSET 0 keeps the planner from folding the subquery into the walk of a sort's index.
    source := '(select * from public.posts where hashtags && $3 offset 0) tagged';
  end if;

  -- The visibility of feed_cards: hidden posts are out for everyone.
  execute format(
    'select array_agg(id) from (
       select id from %4$s
        where hidden_at is null and %1$s %2$s
        %3$s offset $4 limit $5
     ) matches',
    matching, narrowing, ordering, source)
    into ids
    using pattern, _category, _hashtags, skipped, wanted, index_pattern;
  return coalesce(ids, '{}');
end;
$$;

create or replace function public.search_feed_cards(
  _search text,
  _category text default null,
  _hashtags text[] default null,
  _sort text default 'newest',
  _offset integer default 0,
  _limit integer default 12
)
returns setof public.feed_cards
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query
    select cards.*
      from unnest(private.visible_post_ids_matching(
             private.ilike_containing(nullif(btrim(_search), '')), _category, _hashtags,
             coalesce(_sort, 'newest'), greatest(coalesce(_offset, 0), 0),
             least(greatest(coalesce(_limit, 12), 0), 100)))
             with ordinality as page (id, position)
      join public.feed_cards cards on cards.id = page.id
     order by page.position;
end;
$$;
