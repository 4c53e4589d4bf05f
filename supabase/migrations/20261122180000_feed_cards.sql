-- Feed pages as `select=*` from a view of the card's columns (the budget: a feed page within 2× of
-- PostgREST's trivial request).
--
-- Why: PostgREST 12 parses every field listed in `select=` (the "parse" stage of its Server-Timing,
-- about 75 µs a field), so feed-mfe's 14 card columns cost 1.1 ms of PostgREST CPU per page and
-- `select=*` 0.06 ms: most of why a feed page took about 2× the trivial request
-- (`profiles?select=id&limit=1`). `select=*` on feed_posts is no answer: its viewer_has_liked and
-- viewer_has_griped subqueries then cost PostgreSQL about 1 ms more. feed_cards is what a card shows
-- and nothing else, from posts alone (no join, no subquery), plus discussion_count, which the "most
-- discussed" sort orders by (PostgREST orders by columns of the relation it reads).
--
-- Measured on the benchmark database (100,000 posts, Debian PostgreSQL 15), as anon straight to
-- PostgREST, 10 clients, CPU per request: feed page 1 as 14 columns of feed_posts → feed_cards whole,
-- PostgREST 1.8-2.1 → 0.7-0.8 ms, PostgreSQL 0.7-0.8 → 0.6-0.8 ms (the trivial request: 0.6-1.0 and
-- 0.4-0.5 ms); search "coffee" page 1, PostgREST 2.3-2.4 → 0.8-1.0 ms, PostgreSQL 2.1-2.5 →
-- 1.3-1.6 ms (the function no longer builds feed_posts rows, viewer subqueries included).
--
-- search_feed_cards is search_feed_posts (20261122040000, whose header says why search is a
-- function) returning rows of feed_cards; search_feed_posts goes, so there is one search function.
-- feed_posts stays for post detail, which shows the reader's own reactions.

create view public.feed_cards
with (security_invoker = true)
as
select p.id,
       p.user_id,
       p.title,
       p.description,
       p.category,
       p.media_urls,
       p.link_url,
       p.hashtags,
       p.created_at,
       p.like_count,
       p.gripe_count,
       p.discussion_count,
       p.author_username,
       p.author_display_name,
       p.author_avatar_url
  from public.posts p;
comment on view public.feed_cards is
  'Posts as feed cards (author copies and counts, no viewer state): one request per feed page, select=*.';

grant select on public.feed_cards to anon, authenticated, service_role;
revoke insert, update, delete, truncate on public.feed_cards from anon, authenticated;

create function public.search_feed_cards(
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
  pattern text := '%' || replace(replace(replace(_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  -- Each order matches an index on posts (20261122000200_posts.sql); id breaks ties.
  sort_order text := case _sort
    when 'oldest' then 'created_at asc, id asc'
    when 'most_liked' then 'like_count desc, created_at desc, id desc'
    when 'most_griped' then 'gripe_count desc, created_at desc, id desc'
    when 'most_discussed' then 'discussion_count desc, created_at desc, id desc'
    else 'created_at desc, id desc'
  end;
  narrowing text := '';
  page_offset integer := greatest(coalesce(_offset, 0), 0);
  page_size integer := least(greatest(coalesce(_limit, 12), 0), 100);
  window_size integer := greatest(1000, (page_offset + page_size) * 10);
  page_ids uuid[];
begin
  if _category is not null then
    narrowing := narrowing || ' and category = $2';
  end if;
  if cardinality(_hashtags) > 0 then
    narrowing := narrowing || ' and hashtags && $3';
  end if;

  execute format(
    'select array_agg(id) from (
       select id from (
         select id, title, description, created_at, like_count, gripe_count, discussion_count
           from public.posts where true %1$s order by %2$s limit $4
       ) newest_window
        where title ilike $1 or description ilike $1
        order by %2$s offset $5 limit $6
     ) page',
    narrowing, sort_order)
    into page_ids
    using pattern, _category, _hashtags, window_size, page_offset, page_size;

  if coalesce(cardinality(page_ids), 0) = page_size then
    return query execute format(
      'select * from public.feed_cards where id = any($1) order by %s', sort_order)
      using page_ids;
  else
    return query execute format(
      'select * from public.feed_cards
        where (title ilike $1 or description ilike $1) %1$s
        order by %2$s offset $4 limit $5',
      narrowing, sort_order)
      using pattern, _category, _hashtags, page_offset, page_size;
  end if;
end;
$$;

comment on function public.search_feed_cards(text, text, text[], text, integer, integer) is
  'One page of the feed''s search (title or description contains the words, any case), in a feed sort.';

revoke execute on function public.search_feed_cards(text, text, text[], text, integer, integer) from public;
grant execute on function public.search_feed_cards(text, text, text[], text, integer, integer)
  to anon, authenticated, service_role;

drop function public.search_feed_posts(text, text, text[], text, integer, integer);
