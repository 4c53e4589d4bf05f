-- Follows, notifications and reports, with who may read and write them.
--
-- Notifications are written only by the SECURITY DEFINER triggers of ..._notification_triggers.sql;
-- their owner may read them and flip the read flag, nothing else. Reports are insert-only for
-- members: nobody reads them through the API (moderation uses the service role). notifications and
-- user_follows are published for realtime with full replica identity so DELETE events carry the row.

-- Follows -------------------------------------------------------------------------------------------
create table public.user_follows (
  id uuid primary key default gen_random_uuid(),
  follower_id uuid not null references public.profiles (id) on delete cascade,
  following_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint user_follows_follower_id_following_id_key unique (follower_id, following_id),
  constraint user_follows_not_self check (follower_id <> following_id)
);
comment on table public.user_follows is 'Who follows whom; a member never follows themselves.';

create index user_follows_following_id_idx on public.user_follows (following_id);

alter table public.user_follows enable row level security;

create policy "Follows are readable by visitors"
  on public.user_follows for select to anon using (true);
create policy "Follows are readable by members"
  on public.user_follows for select to authenticated using (true);
create policy "Members follow as themselves"
  on public.user_follows for insert to authenticated
  with check (follower_id = (select auth.uid()));
create policy "Members unfollow for themselves"
  on public.user_follows for delete to authenticated
  using (follower_id = (select auth.uid()));

revoke insert, update, delete, truncate on public.user_follows from anon, authenticated;
grant insert (follower_id, following_id) on public.user_follows to authenticated;
grant delete on public.user_follows to authenticated;

-- Notifications ------------------------------------------------------------------------------------
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null,
  title text not null,
  message text not null,
  read boolean not null default false,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  constraint notifications_type_known check (type in ('follow', 'mention', 'like', 'comment')),
  constraint notifications_content_type_known check (
    metadata ->> 'content_type' is null or metadata ->> 'content_type' in ('posts', 'comments')
  )
);
comment on table public.notifications is
  'Per-member notifications written by triggers; the owner reads them and marks them read.';

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);
create index notifications_user_id_unread_idx on public.notifications (user_id) where not read;

alter table public.notifications enable row level security;

create policy "Members read their own notifications"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Members mark their own notifications read"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Only the read flag is writable by its owner; inserts and deletes are the triggers' business.
revoke all on public.notifications from anon;
revoke insert, update, delete, truncate on public.notifications from authenticated;
grant update (read) on public.notifications to authenticated;

-- Reports ------------------------------------------------------------------------------------------
create table public.reports (
  id uuid primary key default gen_random_uuid(),
  target_id uuid not null,
  target_type text not null,
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null,
  admin_notes text,
  created_at timestamptz not null default now(),
  constraint reports_target_type_known check (target_type in ('post', 'comment')),
  constraint reports_reason_known check (
    reason in ('spam', 'harassment', 'inappropriate', 'misinformation', 'copyright', 'other')
  ),
  constraint reports_details_for_other check (
    reason <> 'other' or char_length(btrim(coalesce(admin_notes, ''))) > 0
  ),
  constraint reports_admin_notes_length check (admin_notes is null or char_length(admin_notes) <= 2000)
);
comment on table public.reports is
  'Reports of posts and comments; admin_notes holds the reporter''s details. Insert-only for members.';

create index reports_reporter_id_idx on public.reports (reporter_id);
create index reports_target_idx on public.reports (target_type, target_id);

alter table public.reports enable row level security;

create policy "Members report as themselves"
  on public.reports for insert to authenticated
  with check (reporter_id = (select auth.uid()));

revoke all on public.reports from anon, authenticated;
grant insert (target_id, target_type, reporter_id, reason, admin_notes) on public.reports to authenticated;

-- Realtime -----------------------------------------------------------------------------------------
alter table public.notifications replica identity full;
alter table public.user_follows replica identity full;

do $$
begin
  if not exists (select 1 from pg_publication_tables
                 where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications') then
    alter publication supabase_realtime add table public.notifications;
  end if;
  if not exists (select 1 from pg_publication_tables
                 where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'user_follows') then
    alter publication supabase_realtime add table public.user_follows;
  end if;
end
$$;
