-- Notification triggers: follow, mention in a post or comment, comment on your
-- post, reply to your comment, like on your post (an empty like reaction) or on your comment.
-- SECURITY DEFINER because clients have no insert right on notifications; never for acting on
-- yourself; each mentioned member is notified once per text.
--
-- metadata: { follower_username } for follows; { content_type: 'posts' | 'comments', content_id }
-- for the rest (content_id is the post id for 'posts', the comment id for 'comments').

create or replace function public.profile_display_name(_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select display_name from public.profiles where id = _user_id), 'Unknown User')
$$;

-- Notifies every member @mentioned in _text (case-insensitive usernames), except the author.
create or replace function public.notify_mentions(
  _text text, _author_id uuid, _content_type text, _content_id uuid, _where text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, type, title, message, metadata)
  select p.id,
         'mention',
         'You were mentioned',
         public.profile_display_name(_author_id) || ' mentioned you in ' || _where,
         jsonb_build_object('content_type', _content_type, 'content_id', _content_id)
    from public.profiles p
   where lower(p.username) in (
           select distinct lower(m[1]) from regexp_matches(coalesce(_text, ''), '@([A-Za-z0-9_]+)', 'g') as m
         )
     and p.id <> _author_id;
end;
$$;

create or replace function public.notify_on_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, type, title, message, metadata)
  select new.following_id,
         'follow',
         'New follower',
         public.profile_display_name(new.follower_id) || ' started following you',
         jsonb_build_object('follower_username', p.username)
    from public.profiles p
   where p.id = new.follower_id;
  return null;
end;
$$;

create trigger user_follows_notify
  after insert on public.user_follows
  for each row execute function public.notify_on_follow();

create or replace function public.notify_on_post()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.notify_mentions(
    new.title || ' ' || coalesce(new.description, ''), new.user_id, 'posts', new.id, 'a post'
  );
  return null;
end;
$$;

create trigger posts_notify
  after insert on public.posts
  for each row execute function public.notify_on_post();

create or replace function public.notify_on_comment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _post public.posts;
  _parent_author uuid;
  _actor text := public.profile_display_name(new.user_id);
begin
  select * into _post from public.posts where id = new.post_id;

  if new.comment_type = 'reply' then
    select user_id into _parent_author from public.comments where id = new.parent_id;
    if _parent_author is distinct from new.user_id then
      insert into public.notifications (user_id, type, title, message, metadata)
      values (_parent_author, 'comment', 'New reply', _actor || ' replied to your comment',
              jsonb_build_object('content_type', 'comments', 'content_id', new.id));
    end if;
  elsif _post.user_id <> new.user_id then
    if new.content = '' and new.comment_type = 'like' then
      insert into public.notifications (user_id, type, title, message, metadata)
      values (_post.user_id, 'like', 'New like', _actor || ' liked your post "' || _post.title || '"',
              jsonb_build_object('content_type', 'posts', 'content_id', _post.id));
    elsif new.content <> '' then
      insert into public.notifications (user_id, type, title, message, metadata)
      values (_post.user_id, 'comment', 'New comment',
              _actor || case new.comment_type
                          when 'like' then ' shared a like on your post "'
                          when 'gripe' then ' shared a gripe on your post "'
                          else ' asked a question on your post "'
                        end || _post.title || '"',
              jsonb_build_object('content_type', 'comments', 'content_id', new.id));
    end if;
  end if;

  if new.content <> '' then
    perform public.notify_mentions(new.content, new.user_id, 'comments', new.id, 'a comment');
  end if;
  return null;
end;
$$;

create trigger comments_notify
  after insert on public.comments
  for each row execute function public.notify_on_comment();

create or replace function public.notify_on_comment_like()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, type, title, message, metadata)
  select c.user_id,
         'like',
         'New like',
         public.profile_display_name(new.user_id) || ' liked your comment',
         jsonb_build_object('content_type', 'comments', 'content_id', c.id)
    from public.comments c
   where c.id = new.comment_id
     and c.user_id <> new.user_id;
  return null;
end;
$$;

create trigger comment_likes_notify
  after insert on public.comment_likes
  for each row execute function public.notify_on_comment_like();

revoke execute on function public.profile_display_name(uuid) from public, anon, authenticated;
revoke execute on function public.notify_mentions(text, uuid, text, uuid, text) from public, anon, authenticated;
revoke execute on function public.notify_on_follow() from public, anon, authenticated;
revoke execute on function public.notify_on_post() from public, anon, authenticated;
revoke execute on function public.notify_on_comment() from public, anon, authenticated;
revoke execute on function public.notify_on_comment_like() from public, anon, authenticated;
