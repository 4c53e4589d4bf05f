-- Posts: the items members put up for review.
--
-- like_count, gripe_count and question_count are kept by triggers on comments (migration
-- ..._comments.sql) so that the feed can sort the whole table by them through an index;
-- discussion_count is their derived "comments total" (spec: likes plus gripes).

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null,
  description text,
  category text not null default 'other',
  media_urls text[],
  link_url text,
  hashtags text[] not null default '{}',
  created_at timestamptz not null default now(),
  like_count integer not null default 0,
  gripe_count integer not null default 0,
  question_count integer not null default 0,
  discussion_count integer generated always as (like_count + gripe_count) stored,
  constraint posts_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint posts_description_length check (description is null or char_length(description) <= 5000),
  constraint posts_category_known check (
    category in ('technology', 'entertainment', 'food', 'travel', 'books', 'movies', 'products', 'services', 'other')
  ),
  constraint posts_media_urls_format check (
    media_urls is null
    or (cardinality(media_urls) <= 10
        and (cardinality(media_urls) = 0
             or array_to_string(media_urls, ' ', '!') ~ '^https?://\S+( https?://\S+)*$'))
  ),
  constraint posts_link_url_format check (
    link_url is null or (link_url ~ '^https?://\S+$' and char_length(link_url) <= 2048)
  ),
  -- Lowercase word characters only, no nulls (array_to_string turns them into '!'), at most 10.
  constraint posts_hashtags_format check (
    cardinality(hashtags) <= 10
    and (cardinality(hashtags) = 0
         or array_to_string(hashtags, ',', '!') ~ '^[a-z0-9_]{1,50}(,[a-z0-9_]{1,50})*$')
  ),
  constraint posts_counts_not_negative check (like_count >= 0 and gripe_count >= 0 and question_count >= 0)
);
comment on table public.posts is
  'Review posts; reaction and question counts are maintained by triggers on comments.';

create index posts_user_id_created_at_idx on public.posts (user_id, created_at desc);
-- One index per feed sort; id is the final tie-breaker so that paging is stable.
create index posts_created_at_idx on public.posts (created_at desc, id desc);
create index posts_like_count_idx on public.posts (like_count desc, created_at desc, id desc);
create index posts_gripe_count_idx on public.posts (gripe_count desc, created_at desc, id desc);
create index posts_discussion_count_idx on public.posts (discussion_count desc, created_at desc, id desc);
create index posts_category_created_at_idx on public.posts (category, created_at desc, id desc);
create index posts_hashtags_idx on public.posts using gin (hashtags);
create index posts_title_trgm_idx on public.posts using gin (title extensions.gin_trgm_ops);
create index posts_description_trgm_idx on public.posts using gin (description extensions.gin_trgm_ops);

alter table public.posts enable row level security;

create policy "Posts are readable by visitors"
  on public.posts for select to anon using (true);
create policy "Posts are readable by members"
  on public.posts for select to authenticated using (true);
create policy "Members create posts as themselves"
  on public.posts for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Members delete their own posts"
  on public.posts for delete to authenticated
  using (user_id = (select auth.uid()));

-- Posts are immutable for clients (the spec has no edit); the counters are written by triggers only.
revoke insert, update, delete, truncate on public.posts from anon, authenticated;
grant insert (user_id, title, description, category, media_urls, link_url, hashtags) on public.posts to authenticated;
grant delete on public.posts to authenticated;
