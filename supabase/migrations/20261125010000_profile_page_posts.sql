-- The profile page in one request: profile_page also answers the Posts tab's first read, the
-- member's 10 newest posts, which the page asked for in a second request once profile_page had
-- told it the member's id. Two requests one after the other took twice the time of one; the page
-- now puts these posts where the tab looks for them, and reads the tab itself only when the
-- answer has none (a database from before this migration).

create or replace function public.profile_page(_username text)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _profile record;
  _reputation public.user_reputation;
  _viewer uuid := (select auth.uid());
begin
  -- The exact username, as the page's link and the old lookup (username=eq.) compare it.
  select id, username, display_name, bio, avatar_url, created_at
    into _profile
    from public.profiles
   where username = _username;
  if not found then
    return null;
  end if;

  select * into _reputation from public.user_reputation where user_id = _profile.id;
  if not found then
    begin
      perform public.calculate_user_reputation(_profile.id);
      select * into _reputation from public.user_reputation where user_id = _profile.id;
    exception when others then
      raise warning 'The reputation of % could not be calculated: %', _profile.id, sqlerrm;
      _reputation := null;
    end;
  end if;

  return jsonb_build_object(
    'profile', to_jsonb(_profile),
    'profile_stats', (
      select jsonb_build_object(
               'posts_count', s.posts_count,
               'likes_given', s.likes_given,
               'gripes_given', s.gripes_given,
               'follower_count', s.follower_count,
               'following_count', s.following_count)
        from public.profile_stats s
       where s.id = _profile.id),
    'reputation', case when _reputation.id is null then null else to_jsonb(_reputation) end,
    -- The Posts tab's first read (its 10 newest, the columns it shows), under the caller's
    -- policies like every read here, so it is what the tab itself would have read.
    'posts', (
      select coalesce(jsonb_agg(to_jsonb(newest) order by newest.created_at desc), '[]'::jsonb)
        from (
          select id, title, description, category, link_url, created_at
            from public.posts
           where user_id = _profile.id
           order by created_at desc
           limit 10
        ) newest),
    'viewer_follows', case
      when _viewer is null or _viewer = _profile.id then null
      else exists (
        select 1 from public.user_follows f
         where f.follower_id = _viewer and f.following_id = _profile.id)
    end
  );
end;
$$;
comment on function public.profile_page(text) is
  'RPC: the profile page in one read: the member with this exact username, their counts, their '
  'reputation (calculated first when they have none), whether the viewer follows them (null for '
  'visitors and on one''s own page) and their 10 newest posts as the Posts tab lists them; null '
  'when no member has the username.';
