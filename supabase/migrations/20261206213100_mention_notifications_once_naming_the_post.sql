-- Mention notifications: one per member and text, naming the post.
--
-- A written comment that @mentions the post's author (or a reply that mentions the author of the
-- comment it answers) told that member twice: 'New comment' / 'New reply' from notify_on_comment,
-- then 'You were mentioned' from notify_mentions, both pointing at the same comment. The member
-- already told of the text by the same trigger now gets only that first notification.
--
-- The mention's message named no post ('… mentioned you in a comment'), while likes and comments
-- say 'your post "Title"'. It now reads '… mentioned you in the post "Title"' for a post and
-- '… mentioned you in a comment on "Title"' for a comment or reply. Notifications already written
-- keep their text.

-- Notifies every member @mentioned in _text (case-insensitive usernames), except the author and
-- anyone this same transaction already notified about this text. The notifications of one
-- transaction share its now(), so the check reads one member's rows of that instant through
-- notifications_user_id_created_at_idx instead of every notification the member ever had.
create or replace function public.notify_mentions(
  _text text, _author_id uuid, _content_type text, _content_id uuid, _where text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _post_title text := case _content_type
    when 'posts' then (select p.title from public.posts p where p.id = _content_id)
    else (select p.title from public.comments c join public.posts p on p.id = c.post_id
           where c.id = _content_id)
  end;
  _place text := coalesce(
    case _content_type
      when 'posts' then 'the post "' || _post_title || '"'
      else _where || ' on "' || _post_title || '"'
    end,
    _where
  );
begin
  insert into public.notifications (user_id, type, title, message, metadata)
  select p.id,
         'mention',
         'You were mentioned',
         public.profile_display_name(_author_id) || ' mentioned you in ' || _place,
         jsonb_build_object('content_type', _content_type, 'content_id', _content_id)
    from public.profiles p
   where lower(p.username) in (
           select distinct lower(m[1]) from regexp_matches(coalesce(_text, ''), '@([A-Za-z0-9_]+)', 'g') as m
         )
     and p.id <> _author_id
     and not exists (
           select 1 from public.notifications n
            where n.user_id = p.id
              and n.created_at = now()
              and n.metadata ->> 'content_type' = _content_type
              and n.metadata ->> 'content_id' = _content_id::text
         );
end;
$$;
comment on function public.notify_mentions(text, uuid, text, uuid, text) is
  'Tells each member @mentioned in a post or comment, naming the post; never the author, and not a '
  'member the same transaction already told about that text (the post author of a written comment, '
  'the comment author of a reply).';

revoke execute on function public.notify_mentions(text, uuid, text, uuid, text) from public, anon, authenticated;
