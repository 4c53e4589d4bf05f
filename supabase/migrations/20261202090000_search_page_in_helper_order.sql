-- The feed's search page reads its cards in the order the helper found them, in a query planned once
-- per session, instead of sorting them again in a query planned on every call.
--
-- private.visible_post_ids_matching returns the page's ids already in the feed's order (its ids are
-- aggregated from a subquery with that ORDER BY, OFFSET and LIMIT). search_feed_cards read their
-- cards with EXECUTE and the sort spelled out again, so every call planned that query anew (about
-- 0.25 ms) and sorted the page. As a static query (PL/pgSQL keeps its plan) over the ids with their
-- position, the cards come out in that order by a nested loop of primary-key probes, with no sort.
-- At 1,000,000 posts, as anon, 300 calls in a row: a rare word ("#1776", 111 posts) 0.80-0.94 →
-- 0.71-0.73 ms a call, a common one ("coffee") 0.26 → 0.18 ms. A rare word's page was the one row of
-- the bench's scale sweep at its limit (2.00-2.02 times PostgREST's trivial request).

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
             private.ilike_containing(_search), _category, _hashtags, coalesce(_sort, 'newest'),
             greatest(coalesce(_offset, 0), 0), least(greatest(coalesce(_limit, 12), 0), 100)))
             with ordinality as page (id, position)
      join public.feed_cards cards on cards.id = page.id
     order by page.position;
end;
$$;
