-- Feed search within the page budget: one page of search results, newest first or in any
-- feed sort, without reading every post that matches.
--
-- Why a function: the feed's search is `title ILIKE '%x%' OR description ILIKE '%x%'`, ordered by a
-- feed sort, 12 rows. For a frequent word ("coffee" is in 17 % of the benchmark posts) the fast plan
-- walks the sort's index and stops after about 70 posts; for a rare word it is the trigram indexes.
-- PostgreSQL picks between them by the column statistics, but it hides those from a role under
-- row-level security for operators that are not leakproof (ILIKE is not; only a superuser could
-- change that, and hosted Supabase gives none). So as anon or authenticated it always guesses "rare"
-- and reads, rechecks and sorts every match: 17,325 rows, about 90 ms, for 12 cards. No index or
-- generated column changes that guess.
--
-- search_feed_posts walks the first posts of the chosen order (a window of at least 1,000, stopping
-- as soon as the page is full) and keeps the matches; when that yields the whole page, the page is
-- exact (the window is a prefix of the same total order). Otherwise it asks the trigram-indexed
-- query, which is then cheap because the word is rare. The window's size balances the two: walking
-- costs about 7 µs a post (ILIKE on two columns), the trigram query about 5 µs a match, so at 100,000
-- posts the worst word (one just too rare to fill a page from the window) costs about 14 ms either
-- way. Measured on PostgreSQL 15 as anon, 100,000 posts: "coffee" (17 % of posts) 88 ms → 3 ms; a
-- word in 0.7 % of posts 12 → 18 ms; a word in no post 0.5 → 8 ms. Security invoker: the caller's row-level security on posts applies in both
-- steps, exactly as on the feed_posts view, which it returns rows of.
--
-- The pattern is built here from the plain search words (LIKE wildcards and the escape character
-- in them match literally), as feed-mfe's searchFilter builds it for the Filters panel's count.

create function public.search_feed_posts(
  _search text,
  _category text default null,
  _hashtags text[] default null,
  _sort text default 'newest',
  _offset integer default 0,
  _limit integer default 12
)
returns setof public.feed_posts
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
      'select * from public.feed_posts where id = any($1) order by %s', sort_order)
      using page_ids;
  else
    return query execute format(
      'select * from public.feed_posts
        where (title ilike $1 or description ilike $1) %1$s
        order by %2$s offset $4 limit $5',
      narrowing, sort_order)
      using pattern, _category, _hashtags, page_offset, page_size;
  end if;
end;
$$;

comment on function public.search_feed_posts(text, text, text[], text, integer, integer) is
  'One page of the feed''s search (title or description contains the words, any case), in a feed sort.';

revoke execute on function public.search_feed_posts(text, text, text[], text, integer, integer) from public;
grant execute on function public.search_feed_posts(text, text, text[], text, integer, integer)
  to anon, authenticated, service_role;
