-- A page of the feed's search finds its posts once.
--
-- search_feed_cards read its cards `from unnest(private.visible_post_ids_matching(…))`. To estimate
-- how many rows unnest gives, the planner works its array out when it can, and a stable function
-- whose arguments are known it can: in a plan made for the call's own values (PL/pgSQL's first five
-- calls in a session, and every later one while such plans cost less than the generic plan, which
-- for a rare word's page of one or two cards they always do) the search ran once while planning and
-- once more to read the page. At 1,000,000 posts, as anon, 500 calls in a row: a rare word's page
-- ("sourdough", one post) 0.70-0.87 ms with the helper itself 0.27-0.33 ms; a title number whose
-- matches grow with the data ("#1776", 111 posts) 2.4-2.7 ms with the helper 0.95-1.13 ms.
--
-- The ids are now taken into a variable first, so the page's query unnests a value the planner
-- counts without running anything.

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
  ids uuid[] := private.visible_post_ids_matching(
    private.ilike_containing(nullif(btrim(_search), '')), _category, _hashtags,
    coalesce(_sort, 'newest'), greatest(coalesce(_offset, 0), 0),
    least(greatest(coalesce(_limit, 12), 0), 100));
begin
  return query
    select cards.*
      from unnest(ids) with ordinality as page (id, position)
      join public.feed_cards cards on cards.id = page.id
     order by page.position;
end;
$$;
