-- A rare word is found through the trigram indexes again, for visitors and members alike.
--
-- Why: since moderation (20261124072000) the posts policies read `hidden_at is null …`. ILIKE is
-- not leakproof, so in a query under those policies PostgreSQL evaluates the policy before the
-- words and cannot use posts_title_trgm_idx or posts_description_trgm_idx: a search that does not
-- fill its page from search_feed_cards' walked window, and feed_card_count with words, read every
-- post. At 200,000 posts search_feed_cards('xylophone') took 216 ms and its count 285 ms, against
-- 0.25 ms for the same query without the policies.
--
-- private.visible_post_ids_matching runs that query with its owner's rights, so without the
-- policies, and applies the visibility itself: what a caller finds in feed_cards, which is the posts
-- not hidden, for every role that can read posts (the policies let the author and moderators read
-- hidden posts, but feed and search leave them out for everyone). It answers ids only; the page's
-- rows are still read from feed_cards by id, under the caller's policies. Schema private is not one
-- PostgREST serves, so the function is no endpoint of the data API; the public functions that call
-- it run with their caller's rights, so their callers need execute on it.
--
-- The feed sorts, the filter fragment and the ILIKE pattern move to private helpers (feed_sort_order,
-- feed_narrowing, ilike_containing), so the search, the count and the id finder build them alike.

create schema private;
comment on schema private is
  'Helpers of the public functions; not served by the data API.';

grant usage on schema private to anon, authenticated, service_role;

create function private.feed_sort_order(_sort text)
returns text
language sql
immutable
set search_path = ''
as $$
  -- Each order matches an index on posts (20261122000200_posts.sql); id breaks ties.
  select case _sort
    when 'oldest' then 'created_at asc, id asc'
    when 'most_liked' then 'like_count desc, created_at desc, id desc'
    when 'most_griped' then 'gripe_count desc, created_at desc, id desc'
    when 'most_discussed' then 'discussion_count desc, created_at desc, id desc'
    else 'created_at desc, id desc'
  end
$$;
comment on function private.feed_sort_order(text) is
  'The ORDER BY of a feed sort (newest, oldest, most_liked, most_griped, most_discussed) over posts.';

revoke execute on function private.feed_sort_order(text) from public;
grant execute on function private.feed_sort_order(text) to anon, authenticated, service_role;

create function private.feed_narrowing(_category text, _hashtags text[])
returns text
language sql
immutable
set search_path = ''
as $$
  -- The callers bind the category as $2 and the hashtags as $3.
  select case when _category is not null then ' and category = $2' else '' end
      || case when cardinality(_hashtags) > 0 then ' and hashtags && $3' else '' end
$$;
comment on function private.feed_narrowing(text, text[]) is
  'The WHERE fragment of a feed filter over posts: category ($2) and hashtags ($3), each only when asked for.';

create function private.ilike_containing(_words text)
returns text
language sql
immutable
set search_path = ''
as $$
  -- The words taken literally: \, % and _ are escaped.
  select '%' || replace(replace(replace(_words, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
comment on function private.ilike_containing(text) is
  'An ILIKE pattern that matches text containing the words literally.';

revoke execute on function private.feed_narrowing(text, text[]) from public;
revoke execute on function private.ilike_containing(text) from public;
grant execute on function private.feed_narrowing(text, text[]) to anon, authenticated, service_role;
grant execute on function private.ilike_containing(text) to anon, authenticated, service_role;

create function private.visible_post_ids_matching(
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
        where hidden_at is null and (title ilike $1 or description ilike $1) %1$s
        %2$s offset $4 limit $5
     ) matches',
    narrowing, ordering)
    into ids
    using _pattern, _category, _hashtags, greatest(coalesce(_offset, 0), 0),
          least(greatest(coalesce(_limit, 0), 0), 10001);
  return coalesce(ids, '{}');
end;
$$;
comment on function private.visible_post_ids_matching(text, text, text[], text, integer, integer) is
  'Ids of the posts feed_cards shows whose title or description match an ILIKE pattern, narrowed '
  'by category and hashtags, in a feed sort (none: any order), offset and limited (at most 10,001).';

revoke execute on function private.visible_post_ids_matching(text, text, text[], text, integer, integer) from public;
grant execute on function private.visible_post_ids_matching(text, text, text[], text, integer, integer)
  to anon, authenticated, service_role;

-- A page that the walked window does not fill takes its ids from the helper.
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
  pattern text := private.ilike_containing(_search);
  sort_order text := private.feed_sort_order(_sort);
  narrowing text := private.feed_narrowing(_category, _hashtags);
  page_offset integer := greatest(coalesce(_offset, 0), 0);
  page_size integer := least(greatest(coalesce(_limit, 12), 0), 100);
  window_size integer := greatest(1000, (page_offset + page_size) * 10);
  page_ids uuid[];
begin
  execute format(
    'select array_agg(id) from (
       select id from (
         select id, title, description, created_at, like_count, gripe_count, discussion_count
           from public.posts where hidden_at is null %1$s order by %2$s limit $4
       ) newest_window
        where title ilike $1 or description ilike $1
        order by %2$s offset $5 limit $6
     ) page',
    narrowing, sort_order)
    into page_ids
    using pattern, _category, _hashtags, window_size, page_offset, page_size;

  if coalesce(cardinality(page_ids), 0) < page_size then
    page_ids := private.visible_post_ids_matching(
      pattern, _category, _hashtags, _sort, page_offset, page_size);
  end if;

  return query execute format(
    'select * from public.feed_cards where id = any($1) order by %s', sort_order)
    using page_ids;
end;
$$;

-- With words, the matches are counted from the helper's ids.
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
    return cardinality(private.visible_post_ids_matching(
      private.ilike_containing(words), _category, _hashtags, null, 0, counted_rows));
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
