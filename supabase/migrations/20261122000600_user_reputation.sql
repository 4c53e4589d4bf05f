-- User reputation and calculate_user_reputation(_user_id).
--
-- Inputs (reactions and likes by the member themselves never count as "received"):
--   likes_received    = like comments on the member's posts + hearts on the member's comments
--   gripes_received   = gripe comments on the member's posts
--   reactions_given   = like and gripe comments the member wrote
--   actions           = posts + comments the member wrote; active_days = distinct days with an action
--   age_days          = days since the profile was created
-- Scores, each clamped to 0-100 and rounded to 2 decimals:
--   review_quality        = likes_received / max(reactions_given, 1) * 100
--   activity_authenticity = active_days / max(ceil(actions / 5), 1) * 100
--                           (steady activity scores high; bursts of more than 5 actions a day low)
--   community_engagement  = 4 * written comments (questions, replies, non-empty likes and gripes)
--                           + 2 * hearts given + 5 * followers
--   longevity             = age_days / 365 * 100                                   (full after a year)
--   balanced_perspective  = (1 - |likes given - gripes given| / (likes given + gripes given)) * 100,
--                           0 without reactions
--   overall = 0.30 review_quality + 0.15 activity_authenticity + 0.20 community_engagement
--           + 0.15 longevity + 0.20 balanced_perspective
-- Trust levels, in the spirit of Discourse's (time on the site, participation, appreciation received):
--   platinum: age >= 180 days, >= 50 posts, >= 200 likes received, overall >= 80
--   gold:     age >= 60 days,  >= 20 posts, >= 50 likes received,  overall >= 60
--   silver:   age >= 15 days,  >= 5 posts,  >= 10 likes received,  >= 1 reaction given
--   bronze:   >= 1 post or >= 3 reactions given
--   new:      everyone else

create table public.user_reputation (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  review_quality_score numeric(5, 2) not null default 0,
  activity_authenticity_score numeric(5, 2) not null default 0,
  community_engagement_score numeric(5, 2) not null default 0,
  longevity_score numeric(5, 2) not null default 0,
  balanced_perspective_score numeric(5, 2) not null default 0,
  overall_reputation numeric(5, 2) not null default 0,
  trust_level text not null default 'new',
  total_likes_received integer not null default 0,
  total_gripes_received integer not null default 0,
  total_posts_count integer not null default 0,
  total_reactions_given integer not null default 0,
  avg_daily_activity numeric(10, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_reputation_user_id_key unique (user_id),
  constraint user_reputation_trust_level_known check (trust_level in ('new', 'bronze', 'silver', 'gold', 'platinum')),
  constraint user_reputation_scores_range check (
    review_quality_score between 0 and 100 and activity_authenticity_score between 0 and 100
    and community_engagement_score between 0 and 100 and longevity_score between 0 and 100
    and balanced_perspective_score between 0 and 100 and overall_reputation between 0 and 100
  )
);
comment on table public.user_reputation is
  'Reputation scores (0-100) and trust level per member, written only by calculate_user_reputation.';

alter table public.user_reputation enable row level security;

create policy "Reputation is readable by visitors"
  on public.user_reputation for select to anon using (true);
create policy "Reputation is readable by members"
  on public.user_reputation for select to authenticated using (true);

revoke insert, update, delete, truncate on public.user_reputation from anon, authenticated;

create or replace function public.calculate_user_reputation(_user_id uuid)
returns public.user_reputation
language plpgsql
security definer
set search_path = ''
as $$
declare
  _age_days numeric;
  _posts integer;
  _likes_received integer;
  _gripes_received integer;
  _likes_given integer;
  _gripes_given integer;
  _written integer;
  _hearts_given integer;
  _followers integer;
  _actions integer;
  _active_days integer;
  _quality numeric; _authenticity numeric; _engagement numeric; _longevity numeric; _balance numeric;
  _overall numeric;
  _level text;
  _result public.user_reputation;
begin
  select greatest(extract(epoch from now() - created_at) / 86400, 0) into _age_days
    from public.profiles where id = _user_id;
  if _age_days is null then
    raise exception 'No profile with id %', _user_id using errcode = 'no_data_found';
  end if;

  select count(*) into _posts from public.posts where user_id = _user_id;
  select count(*) filter (where c.comment_type = 'like'), count(*) filter (where c.comment_type = 'gripe')
    into _likes_received, _gripes_received
    from public.comments c join public.posts p on p.id = c.post_id
   where p.user_id = _user_id and c.user_id <> _user_id and c.parent_id is null;
  _likes_received := _likes_received + (
    select count(*) from public.comment_likes l join public.comments c on c.id = l.comment_id
     where c.user_id = _user_id and l.user_id <> _user_id);
  select count(*) filter (where comment_type = 'like'), count(*) filter (where comment_type = 'gripe'),
         count(*) filter (where content <> '')
    into _likes_given, _gripes_given, _written
    from public.comments where user_id = _user_id;
  select count(*) into _hearts_given from public.comment_likes where user_id = _user_id;
  select count(*) into _followers from public.user_follows where following_id = _user_id;
  select count(*), count(distinct day) into _actions, _active_days from (
    select created_at::date as day from public.posts where user_id = _user_id
    union all
    select created_at::date from public.comments where user_id = _user_id
  ) as actions;

  _quality := least(100, _likes_received::numeric / greatest(_likes_given + _gripes_given, 1) * 100);
  _authenticity := least(100, _active_days::numeric / greatest(ceil(_actions / 5.0), 1) * 100);
  _engagement := least(100, 4 * _written + 2 * _hearts_given + 5 * _followers);
  _longevity := least(100, _age_days / 365 * 100);
  _balance := case when _likes_given + _gripes_given = 0 then 0
                   else (1 - abs(_likes_given - _gripes_given)::numeric / (_likes_given + _gripes_given)) * 100 end;
  _overall := 0.30 * _quality + 0.15 * _authenticity + 0.20 * _engagement + 0.15 * _longevity + 0.20 * _balance;

  _level := case
    when _age_days >= 180 and _posts >= 50 and _likes_received >= 200 and _overall >= 80 then 'platinum'
    when _age_days >= 60 and _posts >= 20 and _likes_received >= 50 and _overall >= 60 then 'gold'
    when _age_days >= 15 and _posts >= 5 and _likes_received >= 10 and _likes_given + _gripes_given >= 1 then 'silver'
    when _posts >= 1 or _likes_given + _gripes_given >= 3 then 'bronze'
    else 'new'
  end;

  insert into public.user_reputation as r (
    user_id, review_quality_score, activity_authenticity_score, community_engagement_score,
    longevity_score, balanced_perspective_score, overall_reputation, trust_level,
    total_likes_received, total_gripes_received, total_posts_count, total_reactions_given,
    avg_daily_activity
  ) values (
    _user_id, round(_quality, 2), round(_authenticity, 2), round(_engagement, 2),
    round(_longevity, 2), round(_balance, 2), round(_overall, 2), _level,
    _likes_received, _gripes_received, _posts, _likes_given + _gripes_given,
    round(_actions / greatest(_age_days, 1), 2)
  )
  on conflict (user_id) do update set
    review_quality_score = excluded.review_quality_score,
    activity_authenticity_score = excluded.activity_authenticity_score,
    community_engagement_score = excluded.community_engagement_score,
    longevity_score = excluded.longevity_score,
    balanced_perspective_score = excluded.balanced_perspective_score,
    overall_reputation = excluded.overall_reputation,
    trust_level = excluded.trust_level,
    total_likes_received = excluded.total_likes_received,
    total_gripes_received = excluded.total_gripes_received,
    total_posts_count = excluded.total_posts_count,
    total_reactions_given = excluded.total_reactions_given,
    avg_daily_activity = excluded.avg_daily_activity,
    updated_at = now()
  returning r.* into _result;
  return _result;
end;
$$;
comment on function public.calculate_user_reputation(uuid) is
  'Spec §7: recomputes and upserts the reputation of one member; returns the stored row.';

grant execute on function public.calculate_user_reputation(uuid) to anon, authenticated;
