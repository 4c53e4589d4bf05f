-- Public buckets without listing (security advisor: public_bucket_allows_listing).
--
-- Files of the public buckets post-media and avatars are served by their public URL
-- (/storage/v1/object/public/...) without any select policy, on hosted Supabase and on the local
-- stack alike. The select policies for anon and authenticated on every object only added listing:
-- anyone could enumerate every upload of every member. Members now read (and list) only their own
-- folder {auth.uid()}/..., which uploads with upsert and deletes need (they read the row back).

drop policy if exists "Public media is readable by visitors" on storage.objects;
drop policy if exists "Public media is readable by members" on storage.objects;

create policy "Members read media in their own folder"
  on storage.objects for select to authenticated
  using (
    bucket_id in ('post-media', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
