-- One request for what the profile page shows above its activity list: the profile, its counts,
-- its reputation and whether the viewer follows the member. The page used to read the profile,
-- then profile_stats, user_reputation and the viewer's own follow row one after the other (and,
-- for a member without a reputation record, calculate it and read it again).
--
-- security invoker: the caller's row-level security applies to every read, as when the page read
-- the tables itself. The only privileged step is calculate_user_reputation (security definer, and
-- callable by anyone already), for a member who has no reputation record yet: it stores the record
-- every visitor may read anyway. If that calculation fails the page still gets the profile, with
-- a null reputation, and shows the zeroed default with its error.
--
-- volatile, as the calculation writes; supabase-js calls it with POST.

create function public.profile_page(_username text)
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
  'RPC: the profile page''s header in one read: the member with this exact username, their counts, '
  'their reputation (calculated first when they have none) and whether the viewer follows them '
  '(null for visitors and on one''s own page); null when no member has the username.';

revoke execute on function public.profile_page(text) from public;
grant execute on function public.profile_page(text) to anon, authenticated;
