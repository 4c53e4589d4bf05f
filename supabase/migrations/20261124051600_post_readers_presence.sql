-- Who is reading a post: Realtime Presence on the private topic `post:<id>:readers`. Anyone may
-- watch it (a visitor sees the readers without being listed); only a member may be listed (track),
-- so a visitor cannot add readers. What a member tracks (username, avatar) is the member's own word:
-- RLS sees the topic, not the payload.

create policy "Visitors watch post readers"
  on realtime.messages for select to anon
  using (
    realtime.messages.extension = 'presence'
    and (select realtime.topic()) ~ '^post:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:readers$'
  );
create policy "Members watch post readers"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension = 'presence'
    and (select realtime.topic()) ~ '^post:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:readers$'
  );
create policy "Members are listed as post readers"
  on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension = 'presence'
    and (select realtime.topic()) ~ '^post:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:readers$'
  );
