-- Storage buckets post-media and avatars: public read, 10 MB, images and videos only.
-- Members write only under their own folder: {auth.uid()}/{random}.{ext}.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('post-media', 'post-media', true, 10485760,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime']),
  ('avatars', 'avatars', true, 10485760,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime'])
on conflict (id) do nothing;

create policy "Public media is readable by visitors"
  on storage.objects for select to anon
  using (bucket_id in ('post-media', 'avatars'));
create policy "Public media is readable by members"
  on storage.objects for select to authenticated
  using (bucket_id in ('post-media', 'avatars'));
create policy "Members upload media into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id in ('post-media', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Members update media in their own folder"
  on storage.objects for update to authenticated
  using (
    bucket_id in ('post-media', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('post-media', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Members delete media in their own folder"
  on storage.objects for delete to authenticated
  using (
    bucket_id in ('post-media', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
