-- The comments policies look up each comment's post by its key, at every data size.
--
-- Why: the policies' `exists (select 1 from public.posts p where p.id = post_id)` lets the planner
-- choose a hashed subplan, which reads every visible post to build its hash before the first
-- comment. It does so when the posts table is small next to the comments it expects to check (not
-- knowing that a page stops after 20): at 10,000 posts opening the busiest post's Likes section
-- took 16 ms, against 0.35 ms with one primary-key lookup per comment read. `offset 0` keeps the
-- subquery as written, so it cannot become a hashed set; what the policies let through is unchanged
-- (20261124072000_moderation.sql).

drop policy "Comments are readable by visitors unless hidden" on public.comments;
drop policy "Comments are readable by members unless hidden" on public.comments;
create policy "Comments are readable by visitors unless hidden"
  on public.comments for select to anon
  using (hidden_at is null and exists (select 1 from public.posts p where p.id = post_id offset 0));
create policy "Comments are readable by members unless hidden"
  on public.comments for select to authenticated
  using (
    (hidden_at is null or user_id = (select auth.uid()) or (select public.is_moderator()))
    and exists (select 1 from public.posts p where p.id = post_id offset 0)
  );
