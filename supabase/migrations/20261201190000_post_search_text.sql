-- The feed's search and the Filters panel's count with words: one stored, lower-cased text per post,
-- and one query, planned with the column statistics, that finds the posts.
--
-- The text. For UTF-8, PostgreSQL's ILIKE lower-cases the text and the pattern on every call and
-- then matches as LIKE does, so each post a search looked at was lower-cased twice, once per column.
-- Stored lower-cased once, at write time, the same match is one LIKE on one column. Measured as
-- anon at 10,000 posts (the first 101 matches of "coffee", 684 posts looked at): 1.04 ms with ILIKE
-- on both columns, 0.47 ms with LIKE on search_text. One trigram index on search_text replaces the
-- two on title and description (a rare word was a BitmapOr of both: 0.22 → 0.10 ms).
--
-- search_text is lower(title), a separator, lower(description). A match of words that do not contain
-- the separator lies inside the title or inside the description, so `search_text LIKE lower(pattern)`
-- finds exactly what `title ILIKE pattern OR description ILIKE pattern` finds. Words with the
-- separator in them (chr(1), which no search box sends) are checked against both columns as before,
-- so no match can span the two.
--
-- The query. search_feed_cards walked the newest 1,000 visible posts under the caller's policies
-- (where the planner sees no statistics, so it cannot tell a common word from a rare one) and asked
-- private.visible_post_ids_matching only when that window did not fill the page; a rare word paid
-- for both. feed_card_count asked the helper for its first matches in no order, which the planner
-- made a sequential scan; on a table larger than a quarter of shared_buffers a sequential scan reads
-- through a small ring of buffers of its own and keeps no page it read, so every count of a common
-- word read its few hundred posts again from the operating system (the count of "coffee" was 2.5-2.7
-- times the trivial request at 100,000 and 1,000,000 posts, 1.7-2.1 times at 10,000 posts, where
-- the table fits). The helper runs with its owner's rights, where the planner does see the
-- statistics: for a common word it walks the sort's index and stops at the page's end or at the
-- count's cap + 1 (the pages the feed reads anyway, kept in shared buffers); for a rare word it
-- reads the matches through the trigram index and sorts them. Both functions now take their ids from
-- it, in the feed's order; the page's rows are still read from feed_cards under the caller's policies.
--
-- The trigram index. pg_trgm splits the words at every character that is not a letter or digit and
-- adds trigrams for the start and end of each word, so '#1776' asks the index for '  1' and ' 17' as
-- well: the words starting with 1 or 17, which at 1,000,000 posts are in nearly half of them (6.4 ms
-- for the index scan, 0.8 ms for '%1776%'). The index is asked for the words without such characters
-- at their ends, and the whole pattern is checked on the rows it finds with textlike(), the function
-- behind LIKE, which the planner does not make an index condition of.

alter table public.posts
  add column search_text text
  generated always as (lower(title) || chr(1) || lower(coalesce(description, ''))) stored;
comment on column public.posts.search_text is
  'lower(title), chr(1), lower(description): what the feed''s search matches with LIKE.';

create index posts_search_text_trgm_idx
  on public.posts using gin (search_text extensions.gin_trgm_ops);
drop index public.posts_title_trgm_idx;
drop index public.posts_description_trgm_idx;
-- Adding the column wrote the table anew, and the new column has no statistics until the next
-- ANALYZE, which a rewrite does not bring on. Without them the planner takes 'coffee' for a rare
-- word and reads every match through the trigram index: at 1,000,000 posts the Filters count of
-- "coffee" took 379 ms and a rare word's page 519 ms, until this ran.
analyze public.posts;

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
  matching text := 'search_text like $6'
    || case when index_pattern <> pattern then ' and textlike(search_text, $1)' else '' end
    || case when strpos(pattern, chr(1)) > 0 then ' and (title ilike $1 or description ilike $1)'
            else '' end;
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
declare
  page_ids uuid[] := private.visible_post_ids_matching(
    private.ilike_containing(_search), _category, _hashtags, coalesce(_sort, 'newest'),
    greatest(coalesce(_offset, 0), 0), least(greatest(coalesce(_limit, 12), 0), 100));
begin
  return query execute format(
    'select * from public.feed_cards where id = any($1) order by %s',
    private.feed_sort_order(_sort))
    using page_ids;
end;
$$;

create or replace function public.feed_card_count(
  _search text default null,
  _category text default null,
  _hashtags text[] default null,
  _cap integer default 1000
)
returns integer
language plpgsql
stable
security invoker
set search_path = ''
set max_parallel_workers_per_gather = 0
as $$
declare
  words text := nullif(btrim(_search), '');
  counted_rows integer := least(greatest(coalesce(_cap, 1000), 0), 10000) + 1;
  narrowing text := private.feed_narrowing(_category, _hashtags);
  matches integer;
begin
  if words is not null then
    -- Newest first: a common word's first cap + 1 matches are among the newest posts.
    return cardinality(private.visible_post_ids_matching(
      private.ilike_containing(words), _category, _hashtags, 'newest', 0, counted_rows));
  end if;

  -- Only the narrowing asked for, with its values, so the planner sees each filter as it is.
  execute format(
    'select count(*)::integer from (
       select 1 from public.feed_cards where true %s limit $4
     ) capped',
    narrowing)
    into matches
    using null::text, _category, _hashtags, counted_rows;
  return matches;
end;
$$;
