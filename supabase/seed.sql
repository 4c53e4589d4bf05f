-- Demo data for a fresh database (supabase db reset, or the local stack's first start).
-- Six members, all with the password 'password123' (see supabase/README.md); their profiles are made
-- by the sign-up trigger from raw_user_meta_data. Posts, reactions, comments, replies, hearts and
-- follows go through the normal triggers, so counters and notifications are real.
-- Data only: the local backend adds photos to some posts and members after this file
-- (backend/src/seed/demo-photos/); applied anywhere else, such as hosted Supabase, there are none.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
       extensions.crypt('password123', extensions.gen_salt('bf')), now() - u.age,
       '', '', '',
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('username', u.username, 'display_name', u.display_name),
       now() - u.age, now() - u.age
  from (values
    ('00000000-0000-4000-a000-000000000001', 'alice@example.com', 'alice', 'Alice Chen', interval '400 days'),
    ('00000000-0000-4000-a000-000000000002', 'bob@example.com', 'bob_builds', 'Bob Martinez', interval '200 days'),
    ('00000000-0000-4000-a000-000000000003', 'carol@example.com', 'carol', 'Carol Okafor', interval '90 days'),
    ('00000000-0000-4000-a000-000000000004', 'dave@example.com', 'dave_eats', 'Dave Kim', interval '40 days'),
    ('00000000-0000-4000-a000-000000000005', 'erin@example.com', 'erin', 'Erin Walsh', interval '20 days'),
    ('00000000-0000-4000-a000-000000000006', 'frank@example.com', 'frank_reads', 'Frank Novak', interval '3 days')
  ) as u (id, email, username, display_name, age);

-- Hosted GoTrue cannot scan NULL token columns; this one exists only on hosted Supabase.
do $$
begin
  if exists (select 1 from information_schema.columns
             where table_schema = 'auth' and table_name = 'users' and column_name = 'email_change_token_new') then
    execute $u$update auth.users set email_change_token_new = '' where email like '%@example.com'$u$;
  end if;
end
$$;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', u.created_at, u.created_at, u.created_at
  from auth.users u
 where u.email like '%@example.com';

update public.profiles p
   set created_at = u.created_at,
       bio = b.bio
  from auth.users u, (values
    ('alice', 'Gadget tinkerer and coffee snob. I review everything I plug in.'),
    ('bob_builds', 'Weekend woodworker. Tools, hardware and the odd DIY disaster.'),
    ('carol', 'Reads two books a week and watches too many series.'),
    ('dave_eats', 'Eating my way through the city, one noodle shop at a time.'),
    ('erin', 'Backpacker. Hostels, trains and cheap flights.'),
    ('frank_reads', 'New here. Mostly sci-fi and history.')
  ) as b (username, bio)
 where u.id = p.id and p.username = b.username;

insert into public.posts (id, user_id, title, description, category, media_urls, link_url, hashtags, created_at)
select p.id::uuid, pr.id, p.title, p.description, p.category, p.media_urls, p.link_url, p.hashtags,
       now() - p.age
  from (values
    ('00000000-0000-4000-b000-000000000001', 'alice', 'Noise-cancelling headphones for open offices?', 'Bought the new over-ears for the office. Great ANC, but the ear cups get warm after an hour. #audio #headphones', 'technology', null::text[], 'https://example.com/headphones', array['audio', 'headphones'], interval '29 days'),
    ('00000000-0000-4000-b000-000000000002', 'bob_builds', 'Cordless drill kit from the hardware store', 'Two batteries, decent torque, the chuck wobbles a bit. Worth it for weekend projects? #tools #diy', 'products', null, null, array['tools', 'diy'], interval '28 days'),
    ('00000000-0000-4000-b000-000000000003', 'carol', 'The Long Winter series finale', 'Did the ending land for you? I think the last episode was rushed. @alice you called it! #tv #finale', 'movies', null, null, array['tv', 'finale'], interval '27 days'),
    ('00000000-0000-4000-b000-000000000004', 'dave_eats', 'Hand-pulled noodles on 5th Street', 'Chewy noodles, rich broth, tiny room and a long queue at lunch. #noodles #lunch', 'food', null, null, array['noodles', 'lunch'], interval '26 days'),
    ('00000000-0000-4000-b000-000000000005', 'erin', 'Night train from Vienna to Venice', 'Couchette for four, clean sheets, no breakfast. Slept surprisingly well. #trains #europe', 'travel', null, 'https://example.com/nightjet', array['trains', 'europe'], interval '25 days'),
    ('00000000-0000-4000-b000-000000000006', 'frank_reads', 'Project Hail Mary audiobook', 'The narrator does all the voices and it works. Science-heavy but fun. #scifi #audiobooks', 'books', null, null, array['scifi', 'audiobooks'], interval '24 days'),
    ('00000000-0000-4000-b000-000000000007', 'alice', 'Mechanical keyboard with brown switches', 'Tactile, not too loud, the keycaps shine after a month. #keyboards', 'technology', null, null, array['keyboards'], interval '23 days'),
    ('00000000-0000-4000-b000-000000000008', 'bob_builds', 'Local plumber: same-day service', 'Came within two hours, fixed the leak, fair price, left a mess. #services #home', 'services', null, null, array['services', 'home'], interval '22 days'),
    ('00000000-0000-4000-b000-000000000009', 'carol', 'Board game night: Cascadia', 'Beautiful tiles, easy to teach, a little solitaire-like. #boardgames', 'entertainment', null, 'https://example.com/cascadia', array['boardgames'], interval '21 days'),
    ('00000000-0000-4000-b000-000000000010', 'dave_eats', 'Oat milk flat white at Bean There', 'Smooth, not too sweet, latte art on point. Pricey. @alice thoughts? #coffee', 'food', null, null, array['coffee'], interval '20 days'),
    ('00000000-0000-4000-b000-000000000011', 'erin', 'Budget airline seat comfort', '28 inches of pitch. My knees have opinions. #travel #flights', 'travel', null, null, array['travel', 'flights'], interval '19 days'),
    ('00000000-0000-4000-b000-000000000012', 'frank_reads', 'SPQR by Mary Beard', 'A readable history of Rome that questions its own sources. #history #books', 'books', null, null, array['history', 'books'], interval '18 days'),
    ('00000000-0000-4000-b000-000000000013', 'alice', 'Smart thermostat after one winter', 'Saved on heating, but the app logs me out weekly. #smarthome #energy', 'technology', null, 'https://example.com/thermostat', array['smarthome', 'energy'], interval '17 days'),
    ('00000000-0000-4000-b000-000000000014', 'bob_builds', 'Japanese pull saw', 'Cuts on the pull stroke, super clean, the blade flexes if you rush. #tools #woodworking', 'products', null, null, array['tools', 'woodworking'], interval '16 days'),
    ('00000000-0000-4000-b000-000000000015', 'carol', 'Dune Part Two in IMAX', 'The sound design alone is worth the ticket. Long, though. #movies #scifi', 'movies', null, null, array['movies', 'scifi'], interval '15 days'),
    ('00000000-0000-4000-b000-000000000016', 'dave_eats', 'Taco truck behind the stadium', 'Al pastor with pineapple, three salsas, cash only. #tacos #streetfood', 'food', null, null, array['tacos', 'streetfood'], interval '14 days'),
    ('00000000-0000-4000-b000-000000000017', 'erin', 'Lisbon hostel with a rooftop', 'Great views and staff, thin walls, bring earplugs. @frank_reads you asked about Lisbon #lisbon #hostels', 'travel', null, null, array['lisbon', 'hostels'], interval '13 days'),
    ('00000000-0000-4000-b000-000000000018', 'frank_reads', 'E-reader with warm light', 'Easy on the eyes at night, the store is clunky. #ereaders #books', 'products', null, null, array['ereaders', 'books'], interval '12 days'),
    ('00000000-0000-4000-b000-000000000019', 'alice', 'Phone repair shop screen replacement', 'Done in 40 minutes, but face unlock stopped working. #repair #phones', 'services', null, null, array['repair', 'phones'], interval '11 days'),
    ('00000000-0000-4000-b000-000000000020', 'bob_builds', 'Standing desk frame', 'Dual motors, quiet, a slight wobble at full height. @alice you had the same one? #desk #office', 'products', null, 'https://example.com/desk', array['desk', 'office'], interval '10 days'),
    ('00000000-0000-4000-b000-000000000021', 'carol', 'Podcast: history of typography', 'Nerdy and delightful, episodes run long. #podcasts #design', 'entertainment', null, null, array['podcasts', 'design'], interval '9 days'),
    ('00000000-0000-4000-b000-000000000022', 'dave_eats', 'Ramen meal kit delivery', 'Broth concentrate is good, noodles overcook easily. #ramen #mealkits', 'food', null, null, array['ramen', 'mealkits'], interval '8 days'),
    ('00000000-0000-4000-b000-000000000023', 'erin', 'Packing cubes: worth the hype?', 'They keep the bag tidy. Zips on the cheap set broke on trip two. #packing #gear', 'products', null, null, array['packing', 'gear'], interval '7 days'),
    ('00000000-0000-4000-b000-000000000024', 'frank_reads', 'Library app for audiobooks', 'Free, huge catalogue, long hold queues for new releases. #library #audiobooks', 'services', null, 'https://example.com/library-app', array['library', 'audiobooks'], interval '6 days'),
    ('00000000-0000-4000-b000-000000000025', 'alice', 'Open-source note-taking app', 'Markdown files, plugins for everything, sync costs extra. #productivity #opensource', 'technology', null, null, array['productivity', 'opensource'], interval '5 days'),
    ('00000000-0000-4000-b000-000000000026', 'bob_builds', 'Workshop dust extractor', 'Loud but it catches nearly everything. #woodworking #shop', 'products', null, null, array['woodworking', 'shop'], interval '4 days'),
    ('00000000-0000-4000-b000-000000000027', 'carol', 'Escape room downtown', 'Clever puzzles, one broken lock slowed us down. #escaperoom #friends', 'entertainment', null, null, array['escaperoom', 'friends'], interval '3 days'),
    ('00000000-0000-4000-b000-000000000028', 'dave_eats', 'Neighbourhood bakery sourdough', 'Crackly crust, open crumb, sells out by ten. @carol this is the one #bread #bakery', 'food', null, null, array['bread', 'bakery'], interval '2 days'),
    ('00000000-0000-4000-b000-000000000029', 'erin', 'Travel insurance claim experience', 'Took five weeks and three emails, but they paid. #insurance #travel', 'services', null, null, array['insurance', 'travel'], interval '1 day'),
    ('00000000-0000-4000-b000-000000000030', 'frank_reads', 'Anything worth reading this month?', 'Looking for recommendations, any genre. #recommendations', 'other', null, null, array['recommendations'], interval '2 hours')
  ) as p (id, username, title, description, category, media_urls, link_url, hashtags, age)
  join public.profiles pr on pr.username = p.username;

-- Reactions (empty likes and gripes): a deterministic spread so the sorts differ.
insert into public.comments (post_id, user_id, content, comment_type, created_at)
select po.id, pr.id, '', r.comment_type, po.created_at + interval '1 hour'
  from public.posts po
  cross join public.profiles pr
  cross join (values ('like'), ('gripe')) as r (comment_type)
 where pr.id <> po.user_id
   and po.id::text like '00000000-0000-4000-b000-%'
   and case r.comment_type
         when 'like' then (right(po.id::text, 2)::int + right(pr.id::text, 1)::int) % 3 <> 0
         else (right(po.id::text, 2)::int * right(pr.id::text, 1)::int) % 4 = 1
       end;

-- Written likes, gripes and questions.
insert into public.comments (id, post_id, user_id, content, comment_type, created_at)
select c.id::uuid, c.post_id::uuid, pr.id, c.content, c.comment_type, now() - c.age
  from (values
    ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-b000-000000000001', 'bob_builds', 'The ANC on these is excellent on the train too.', 'like', interval '28 days'),
    ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-b000-000000000001', 'carol', 'Warm ear cups are a deal breaker in summer.', 'gripe', interval '28 days'),
    ('00000000-0000-4000-c000-000000000003', '00000000-0000-4000-b000-000000000001', 'erin', 'How is the battery life on long flights?', 'question', interval '27 days'),
    ('00000000-0000-4000-c000-000000000004', '00000000-0000-4000-b000-000000000003', 'alice', 'Agreed, the pacing in the last episode fell apart.', 'gripe', interval '26 days'),
    ('00000000-0000-4000-c000-000000000005', '00000000-0000-4000-b000-000000000003', 'frank_reads', 'The soundtrack carried it for me.', 'like', interval '26 days'),
    ('00000000-0000-4000-c000-000000000006', '00000000-0000-4000-b000-000000000004', 'erin', 'Best broth in town, worth the queue.', 'like', interval '25 days'),
    ('00000000-0000-4000-c000-000000000007', '00000000-0000-4000-b000-000000000004', 'bob_builds', 'Do they have vegetarian options?', 'question', interval '25 days'),
    ('00000000-0000-4000-c000-000000000008', '00000000-0000-4000-b000-000000000010', 'alice', 'Tried it after your post @dave_eats, lovely but overpriced.', 'gripe', interval '19 days'),
    ('00000000-0000-4000-c000-000000000009', '00000000-0000-4000-b000-000000000014', 'alice', 'Mine is still going strong after a year.', 'like', interval '15 days'),
    ('00000000-0000-4000-c000-000000000010', '00000000-0000-4000-b000-000000000015', 'dave_eats', 'Which seats did you pick in IMAX?', 'question', interval '14 days'),
    ('00000000-0000-4000-c000-000000000011', '00000000-0000-4000-b000-000000000020', 'carol', 'The wobble gets worse with a monitor arm.', 'gripe', interval '9 days'),
    ('00000000-0000-4000-c000-000000000012', '00000000-0000-4000-b000-000000000028', 'erin', 'That crust looks incredible.', 'like', interval '1 day'),
    ('00000000-0000-4000-c000-000000000013', '00000000-0000-4000-b000-000000000030', 'carol', 'Try Piranesi, short and strange and wonderful.', 'like', interval '1 hour')
  ) as c (id, post_id, username, content, comment_type, age)
  join public.profiles pr on pr.username = c.username;

insert into public.comments (post_id, user_id, content, comment_type, parent_id, created_at)
select c.post_id, pr.id, r.content, 'reply', c.id, c.created_at + r.delay
  from (values
    ('00000000-0000-4000-c000-000000000003', 'alice', 'About 30 hours with ANC on.', interval '2 hours'),
    ('00000000-0000-4000-c000-000000000003', 'erin', 'Thanks, that covers a long-haul!', interval '3 hours'),
    ('00000000-0000-4000-c000-000000000007', 'dave_eats', 'Yes, a mushroom broth on weekdays.', interval '1 hour'),
    ('00000000-0000-4000-c000-000000000010', 'carol', 'Middle of row J, perfect.', interval '30 minutes'),
    ('00000000-0000-4000-c000-000000000002', 'alice', 'Fair point @carol, I will report back in July.', interval '5 hours')
  ) as r (parent_id, username, content, delay)
  join public.comments c on c.id = r.parent_id::uuid
  join public.profiles pr on pr.username = r.username;

insert into public.comment_likes (comment_id, user_id)
select c.id::uuid, pr.id
  from (values
    ('00000000-0000-4000-c000-000000000001', 'alice'), ('00000000-0000-4000-c000-000000000001', 'dave_eats'),
    ('00000000-0000-4000-c000-000000000002', 'frank_reads'), ('00000000-0000-4000-c000-000000000004', 'carol'),
    ('00000000-0000-4000-c000-000000000006', 'dave_eats'), ('00000000-0000-4000-c000-000000000006', 'alice'),
    ('00000000-0000-4000-c000-000000000013', 'frank_reads')
  ) as c (id, username)
  join public.profiles pr on pr.username = c.username;

insert into public.user_follows (follower_id, following_id)
select a.id, b.id
  from (values
    ('bob_builds', 'alice'), ('carol', 'alice'), ('dave_eats', 'alice'), ('erin', 'alice'),
    ('alice', 'carol'), ('frank_reads', 'carol'), ('alice', 'dave_eats'), ('erin', 'dave_eats'),
    ('frank_reads', 'erin'), ('carol', 'frank_reads')
  ) as f (follower, following)
  join public.profiles a on a.username = f.follower
  join public.profiles b on b.username = f.following;

select public.calculate_user_reputation(id) from public.profiles;
