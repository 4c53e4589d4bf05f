-- The hashtag counts behind row-level security, and the feed helper kept off sequential scans.
--
-- private.hashtag_post_counts is reached only by the security definer functions that read and keep
-- it, as its owner. Its grants were revoked; row-level security with a policy that admits no API
-- role keeps it closed whatever is granted later (and satisfies the security advisor, which flags a
-- table without row-level security in an app schema).
--
-- private.visible_post_ids_matching finds its posts through an index in every query: a sort's, the
-- trigram one or the hashtags'. Statistics that lag the data can make reading posts from their
-- start look cheaper: on PostgreSQL 15, with statistics that still saw a rare hashtag in half of
-- the posts, the read of its few tagged posts became a sequential scan, which at a million posts
-- costs seconds. enable_seqscan = off makes that plan the last resort, for this function only.

alter table private.hashtag_post_counts enable row level security;
create policy "No role of the data API reads the hashtag counts"
  on private.hashtag_post_counts for select to anon, authenticated using (false);

alter function private.visible_post_ids_matching(text, text, text[], text, integer, integer)
  set enable_seqscan = off;
