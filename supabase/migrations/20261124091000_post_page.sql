-- One request for what the post page shows before a comment section is opened: the post (its
-- feed_posts row, with the reader's own reactions) and its comment summary. The page used to send
-- the two as separate requests; each costs a round trip and a request's overhead in the gateway and
-- PostgREST, several times what the database spends on them.
--
-- The summary is post_comment_summary's answer itself, so the two can never disagree. For a post
-- the caller may not read (missing, or hidden and not theirs) the post is null and the summary is
-- what post_comment_summary answers them: no comment of such a post is readable either.
--
-- security invoker: the caller's row-level security applies to both reads, as when the page read
-- the view and called the function itself (a hidden post stays visible only to its author and
-- the moderators). stable, so that PostgREST answers it to GET.
--
-- plpgsql rather than sql: a plpgsql function keeps its statement's plan for the session, and
-- PostgREST's connections are pooled, while a sql function with a SET clause plans the view again
-- at every call. 0.5-1.2 ms less per call (pgbench as anon, the busiest post of 200,000, PG 15).

create function public.post_page(_post_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'post', (select to_jsonb(p) from public.feed_posts p where p.id = _post_id),
    'comment_summary', public.post_comment_summary(_post_id)
  );
end;
$$;
comment on function public.post_page(uuid) is
  'RPC: the post page''s first screen in one read: the post as feed_posts shows it to the caller '
  '(null when it does not exist or the caller may not read it) and its comment summary, exactly as '
  'post_comment_summary answers it.';

revoke execute on function public.post_page(uuid) from public;
grant execute on function public.post_page(uuid) to anon, authenticated;
