-- Anonymous users read, and write nothing.
--
-- With anonymous sign-ins on (GoTrue's GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED, off by default), the
-- auth service signs in a user with no e-mail whose access token has the role 'authenticated' and the
-- claim is_anonymous: true. Every policy for members was written for 'authenticated', so such a user
-- could post, comment, react, like comments, follow, report, change its profile, mark notifications,
-- upload media and be listed as a post's reader: a flood anybody could script, with none of the
-- accountability of a signed-up member.
--
-- As Supabase advises, each table, bucket table and realtime table with a write policy for members
-- gets a restrictive policy for the same command that lets no anonymous user through:
-- (select (auth.jwt() ->> 'is_anonymous')::boolean) is not true, which a member's token (false) and
-- a token without the claim pass. Restrictive policies are and-ed with the permissive ones, so what a
-- member may do is unchanged. Reading is unchanged for everyone. An insert answers 42501, an update
-- or delete touches no row (as for someone else's row); a storage write answers 403.
--
-- The security definer functions a member may call write nothing for the caller but moderate_content,
-- which is_moderator() gates: it now answers false to an anonymous user even if listed in
-- public.moderators. calculate_user_reputation recomputes a member's stored score, which any visitor
-- may ask for (the profile page does), so it stays open. backend/test/db-anonymous-write-guard.test.ts
-- fails when a write policy or a security definer function is added without this review.

create policy "Anonymous users share no posts"
  on public.posts as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users edit no posts"
  on public.posts as restrictive for update to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true)
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users delete no posts"
  on public.posts as restrictive for delete to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous users write no comments"
  on public.comments as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users edit no comments"
  on public.comments as restrictive for update to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true)
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users delete no comments"
  on public.comments as restrictive for delete to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous users like no comments"
  on public.comment_likes as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users remove no comment likes"
  on public.comment_likes as restrictive for delete to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous users follow nobody"
  on public.user_follows as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users unfollow nobody"
  on public.user_follows as restrictive for delete to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous users send no reports"
  on public.reports as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous users change no profile"
  on public.profiles as restrictive for update to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true)
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous users mark no notifications"
  on public.notifications as restrictive for update to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true)
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous users upload no media"
  on storage.objects as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users change no media"
  on storage.objects as restrictive for update to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true)
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);
create policy "Anonymous users delete no media"
  on storage.objects as restrictive for delete to authenticated
  using ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create policy "Anonymous users are listed as no post readers"
  on realtime.messages as restrictive for insert to authenticated
  with check ((select (auth.jwt() ->> 'is_anonymous')::boolean) is not true);

create or replace function public.is_moderator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select (auth.jwt() ->> 'is_anonymous')::boolean) is not true
     and exists (select 1 from public.moderators where user_id = (select auth.uid()))
$$;
comment on function public.is_moderator() is
  'Whether the signed-in member is a moderator; never an anonymous user.';
