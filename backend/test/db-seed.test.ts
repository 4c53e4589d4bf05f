import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// supabase/seed.sql: the demo logins documented in supabase/README.md work, and the demo data went
// through the triggers (profiles, counters, notifications, reputation).

let stack: TestStack;

before(async () => {
  stack = await startTestStack({ seed: true });
});

after(async () => {
  await stack?.stop();
});

it('every documented demo member signs in with password123 and has a profile', async () => {
  const members = ['alice', 'bob_builds', 'carol', 'dave_eats', 'erin', 'frank_reads'];
  const emails = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].map(
    (name) => `${name}@example.com`,
  );
  for (const [i, email] of emails.entries()) {
    const client = anonClient(stack);
    const { data, error } = await client.auth.signInWithPassword({
      email,
      password: 'password123',
    });
    assert.ifError(error);
    const profile = await client
      .from('profiles')
      .select('username')
      .eq('id', data.user.id)
      .single();
    assert.equal(profile.data?.username, members[i]);
  }
});

it('has thirty posts whose counters equal their comments', async () => {
  const { rows } = await stack.pool.query(`
    select count(*)::int as posts,
           count(*) filter (where p.like_count <> (select count(*) from public.comments c
                    where c.post_id = p.id and c.parent_id is null and c.comment_type = 'like'))::int as wrong_likes,
           count(*) filter (where p.gripe_count <> (select count(*) from public.comments c
                    where c.post_id = p.id and c.parent_id is null and c.comment_type = 'gripe'))::int as wrong_gripes,
           count(distinct p.category)::int as categories
      from public.posts p`);
  assert.deepEqual(rows[0], { posts: 30, wrong_likes: 0, wrong_gripes: 0, categories: 9 });
});

it('has replies, hearts, follows, notifications and a reputation for everyone', async () => {
  const { rows } = await stack.pool.query(`
    select (select count(*) from public.comments where comment_type = 'reply')::int > 0 as replies,
           (select count(*) from public.comment_likes)::int > 0 as hearts,
           (select count(*) from public.user_follows)::int > 0 as follows,
           (select count(distinct type) from public.notifications)::int as notification_types,
           (select count(*) from public.user_reputation)::int as reputations`);
  assert.deepEqual(rows[0], {
    replies: true,
    hearts: true,
    follows: true,
    notification_types: 4,
    reputations: 6,
  });
});
