-- Which @mentions in a screen's texts name real members.
--
-- Texts keep mentions as typed ('@al', '@Alice'); a profile link is shown only for a member who
-- exists. The client collects the usernames its texts mention and asks once per screen: this
-- returns the matching members' usernames as stored, compared case-insensitively as mention
-- notifications compare them, so '@Alice' links to 'alice'. It reads profiles as the caller
-- (security invoker), so RLS on profiles decides what it can see; at most 200 names are looked at.

create function public.mentioned_members(_usernames text[])
returns table (username text)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.username
    from public.profiles p
   where lower(p.username) in (
           select lower(u.name)
             from unnest(_usernames[1:200]) as u (name)
         )
$$;
comment on function public.mentioned_members(text[]) is
  'The stored usernames of the members the given @mention names (case-insensitive, first 200) refer to.';

revoke execute on function public.mentioned_members(text[]) from public;
grant execute on function public.mentioned_members(text[]) to anon, authenticated;
