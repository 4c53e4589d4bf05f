-- The Filters panel's count of a category or hashtags without words is found by the same helper as
-- the count with words: planned with the column statistics, newest first.
--
-- Why: without words feed_card_count counted `select 1 from feed_cards where … hashtags && $3
-- limit cap + 1` under the caller's policies. `&&` is not leakproof, so under the policies it
-- cannot be a condition of posts_hashtags_idx, and the planner, which sees no statistics there,
-- read posts from its start: at 100,000 posts as anon the count of #coffee was a sequential scan
-- (7.9 ms, 95 of its pages read from the operating system each time, since a sequential scan of a
-- table larger than a quarter of shared_buffers keeps none of them), 2.5-2.6 times PostgREST's
-- trivial request; a hashtag that only a few old posts have read the whole table.
--
-- private.visible_post_ids_matching now takes a null pattern for "no words". With its owner's
-- rights the planner sees the statistics: for a common hashtag it walks posts_created_at_idx and
-- stops at cap + 1 (the newest pages, which the feed keeps in shared buffers); for a rare one it
-- reads the matches through posts_hashtags_idx. The visibility stays the helper's, the same as
-- feed_cards' for every role (hidden posts are left out for everyone).

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
  ordering text := '';
  ids uuid[];
begin
  if _sort is not null then
    ordering := 'order by ' || private.feed_sort_order(_sort);
  end if;

  -- The visibility of feed_cards: hidden posts are out for everyone.
  execute format(
    'select array_agg(id) from (
       select id from public.posts
        where hidden_at is null and %1$s %2$s
        %3$s offset $4 limit $5
     ) matches',
    matching, narrowing, ordering)
    into ids
    using pattern, _category, _hashtags, greatest(coalesce(_offset, 0), 0),
          least(greatest(coalesce(_limit, 0), 0), 10001), index_pattern;
  return coalesce(ids, '{}');
end;
$$;
comment on function private.visible_post_ids_matching(text, text, text[], text, integer, integer) is
  'Ids of the posts feed_cards shows whose title or description match an ILIKE pattern (null: any '
  'post), narrowed by category and hashtags, in a feed sort (none: any order), offset and limited '
  '(at most 10,001).';

create or replace function public.feed_card_count(
  _search text default null,
  _category text default null,
  _hashtags text[] default null,
  _cap integer default 1000
)
returns integer
language sql
stable
security invoker
set search_path = ''
-- A capped count reads a few thousand rows at most; parallel workers cost more than they save.
set max_parallel_workers_per_gather = 0
as $$
  -- Newest first: a common word's or hashtag's first cap + 1 matches are among the newest posts.
  select cardinality(private.visible_post_ids_matching(
    private.ilike_containing(nullif(btrim(_search), '')), _category, _hashtags, 'newest', 0,
    least(greatest(coalesce(_cap, 1000), 0), 10000) + 1))
$$;
