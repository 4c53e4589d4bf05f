import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// profile_page (the profile page's header, counts, reputation and follow state in one request)
// through supabase-js as a visitor, as the member, as a member who follows them and as one who
// does not: what it answers must be what each could read from the tables themselves (the newest
// posts too, a hidden one for its author only, as the Posts tab's own read gives them), a member
// without a reputation record gets one calculated and stored, hidden posts and comments do not
// count, and a failed calculation leaves the rest of the page readable.

interface ProfilePage {
  profile: Record<string, unknown>;
  profile_stats: Record<string, unknown>;
  reputation: Record<string, unknown> | null;
  viewer_follows: boolean | null;
  posts: Array<Record<string, unknown>>;
}

const PROFILE_COLUMNS = 'id, username, display_name, bio, avatar_url, created_at';
const STATS_COLUMNS = 'posts_count, likes_given, gripes_given, follower_count, following_count';
/** What profile-mfe's Posts tab reads on its own: the 10 newest, these columns. */
const POST_COLUMNS = 'id, title, description, category, link_url, created_at';

/** The Posts tab's own read, as `client` may make it, times as instants. */
async function newestPostsRead(client: SupabaseClient, userId: string) {
  const { data, error } = await client
    .from('posts')
    .select(POST_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(10);
  assert.ifError(error);
  return data.map((post) => ({ ...post, created_at: Date.parse(post.created_at) }));
}

const withInstants = (posts: Array<Record<string, unknown>>) =>
  posts.map((post) => ({ ...post, created_at: Date.parse(String(post.created_at)) }));

let stack: TestStack;
let visitor: SupabaseClient;
let sam: Member;
let fay: Member;
let stan: Member;

async function pageFor(client: SupabaseClient, username: string): Promise<ProfilePage | null> {
  const { data, error } = await client.rpc('profile_page', { _username: username });
  assert.ifError(error);
  return data as ProfilePage | null;
}

async function storedReputation(client: SupabaseClient, userId: string) {
  const { data, error } = await client
    .from('user_reputation')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle();
  assert.ifError(error);
  return data as Record<string, unknown> | null;
}

async function createPost(member: Member, title: string): Promise<string> {
  const { data, error } = await member.client
    .from('posts')
    .insert({ user_id: member.id, title, category: 'products' })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id;
}

async function react(member: Member, postId: string, type: 'like' | 'gripe', content: string) {
  const { data, error } = await member.client
    .from('comments')
    .insert({ post_id: postId, user_id: member.id, comment_type: type, content })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id as string;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  sam = await signUpMember(stack, 'page_sam', 'Sam Page');
  fay = await signUpMember(stack, 'page_fay');
  stan = await signUpMember(stack, 'page_stan');
  const { error } = await fay.client
    .from('user_follows')
    .insert({ follower_id: fay.id, following_id: sam.id });
  assert.ifError(error);
});

after(async () => {
  await stack?.stop();
});

describe('profile_page', () => {
  it('answers null for a username no member has, and compares the username exactly', async () => {
    assert.equal(await pageFor(visitor, 'nobody_has_this'), null);
    assert.equal(await pageFor(stan.client, 'nobody_has_this'), null);
    assert.equal(await pageFor(visitor, 'PAGE_SAM'), null);
  });

  it('calculates and stores the reputation of a member who has none, then answers it', async () => {
    await createPost(sam, 'A first review');
    assert.equal(await storedReputation(visitor, sam.id), null);

    const page = await pageFor(visitor, 'page_sam');
    assert.ok(page?.reputation);
    // One post is enough for bronze; one post, no reactions received or given.
    assert.equal(page.reputation.trust_level, 'bronze');
    assert.equal(page.reputation.total_posts_count, 1);
    assert.equal(page.reputation.total_likes_received, 0);
    const stored = await storedReputation(visitor, sam.id);
    assert.ok(stored);
    assert.deepEqual(
      { ...page.reputation, created_at: Date.parse(String(page.reputation.created_at)) },
      { ...stored, created_at: Date.parse(String(stored.created_at)) },
    );
  });

  it('answers the stored reputation as it is, without calculating it again', async () => {
    await stack.pool.query(
      `update public.user_reputation set overall_reputation = 42.5, trust_level = 'gold'
        where user_id = $1`,
      [sam.id],
    );
    const page = await pageFor(visitor, 'page_sam');
    assert.equal(page?.reputation?.trust_level, 'gold');
    assert.equal(page?.reputation?.overall_reputation, 42.5);
  });

  it('gives a visitor exactly what they could read from the tables, and no follow state', async () => {
    const page = await pageFor(visitor, 'page_sam');
    assert.ok(page);
    assert.deepEqual(Object.keys(page).sort(), [
      'posts',
      'profile',
      'profile_stats',
      'reputation',
      'viewer_follows',
    ]);
    const profile = await visitor
      .from('profiles')
      .select(PROFILE_COLUMNS)
      .eq('username', 'page_sam')
      .single();
    assert.ifError(profile.error);
    assert.deepEqual(
      { ...page.profile, created_at: Date.parse(String(page.profile.created_at)) },
      { ...profile.data, created_at: Date.parse(profile.data.created_at) },
    );
    const stats = await visitor
      .from('profile_stats')
      .select(STATS_COLUMNS)
      .eq('id', sam.id)
      .single();
    assert.ifError(stats.error);
    assert.deepEqual(page.profile_stats, stats.data);
    assert.deepEqual(page.profile_stats, {
      posts_count: 1,
      likes_given: 0,
      gripes_given: 0,
      follower_count: 1,
      following_count: 0,
    });
    assert.equal(page.reputation?.user_id, sam.id);
    assert.equal(page.viewer_follows, null);
  });

  it('tells a member whether they follow the member, and says nothing on their own page', async () => {
    assert.equal((await pageFor(fay.client, 'page_sam'))?.viewer_follows, true);
    assert.equal((await pageFor(stan.client, 'page_sam'))?.viewer_follows, false);
    assert.equal((await pageFor(sam.client, 'page_sam'))?.viewer_follows, null);

    const { error } = await stan.client
      .from('user_follows')
      .insert({ follower_id: stan.id, following_id: sam.id });
    assert.ifError(error);
    const followed = await pageFor(stan.client, 'page_sam');
    assert.equal(followed?.viewer_follows, true);
    assert.equal(followed?.profile_stats.follower_count, 2);

    const unfollow = await stan.client
      .from('user_follows')
      .delete()
      .eq('follower_id', stan.id)
      .eq('following_id', sam.id);
    assert.ifError(unfollow.error);
    assert.equal((await pageFor(stan.client, 'page_sam'))?.viewer_follows, false);
  });

  it('does not count hidden posts and comments, for anyone, the author included', async () => {
    const hiddenPost = await createPost(sam, 'A review a moderator will hide');
    const fayPost = await createPost(fay, 'Something to react to');
    await react(sam, fayPost, 'like', 'Works well');
    const hiddenLike = await react(sam, fayPost, 'like', 'Works very well');
    await stack.pool.query(`update public.posts set hidden_at = now() where id = $1`, [hiddenPost]);
    await stack.pool.query(`update public.comments set hidden_at = now() where id = $1`, [
      hiddenLike,
    ]);
    for (const client of [visitor, stan.client, sam.client]) {
      const stats = (await pageFor(client, 'page_sam'))?.profile_stats;
      assert.equal(stats?.posts_count, 1);
      assert.equal(stats?.likes_given, 1);
    }
  });

  it("answers the member's 10 newest posts as the Posts tab reads them, a hidden one for its author only", async () => {
    const hidden = await createPost(sam, 'Hidden from all but Sam');
    for (let n = 1; n <= 11; n += 1) await createPost(sam, `Review number ${n}`);
    await stack.pool.query(`update public.posts set hidden_at = now() where id = $1`, [hidden]);
    // The hidden post is the oldest of these twelve; make it the newest so the limit cannot drop it.
    await stack.pool.query(
      `update public.posts set created_at = now() + interval '1 minute' where id = $1`,
      [hidden],
    );
    for (const client of [visitor, stan.client, sam.client]) {
      const posts = (await pageFor(client, 'page_sam'))?.posts;
      assert.ok(posts);
      assert.equal(posts.length, 10);
      assert.deepEqual(withInstants(posts), await newestPostsRead(client, sam.id));
      assert.equal(
        posts.some((post) => post.id === hidden),
        client === sam.client,
        'only the author sees the hidden post',
      );
    }
    const newestTitles = (await pageFor(visitor, 'page_sam'))?.posts.map((post) => post.title);
    assert.deepEqual(newestTitles?.slice(0, 2), ['Review number 11', 'Review number 10']);
    assert.deepEqual((await pageFor(visitor, 'page_stan'))?.posts, []);
  });

  it('still answers the profile when the reputation cannot be calculated', async () => {
    const ned = await signUpMember(stack, 'page_ned');
    // For this test only, the database refuses to store Ned's reputation: the calculation fails.
    await stack.pool.query(
      `alter table public.user_reputation add constraint test_refuse_ned
         check (user_id <> '${ned.id}') not valid`,
    );
    try {
      const page = await pageFor(visitor, 'page_ned');
      assert.equal(page?.profile.id, ned.id);
      assert.equal(page?.reputation, null);
      assert.equal(page?.profile_stats.posts_count, 0);
      assert.equal(await storedReputation(visitor, ned.id), null);
    } finally {
      await stack.pool.query('alter table public.user_reputation drop constraint test_refuse_ned');
    }
    assert.equal((await pageFor(visitor, 'page_ned'))?.reputation?.trust_level, 'new');
  });

  it('runs with the caller’s rights, and only visitors and members may call it', async () => {
    const { rows } = await stack.pool.query<{ definer: boolean; callers: string[] }>(
      `select p.prosecdef as definer,
              array(select grantee::regrole::text from aclexplode(p.proacl)
                     where privilege_type = 'EXECUTE' and grantee <> 0
                     order by 1) as callers
         from pg_proc p where p.oid = 'public.profile_page(text)'::regprocedure`,
    );
    assert.equal(rows[0]?.definer, false);
    assert.ok(rows[0]?.callers.includes('anon'));
    assert.ok(rows[0]?.callers.includes('authenticated'));
    const { rows: publicCallers } = await stack.pool.query<{ count: number }>(
      `select count(*)::int as count from pg_proc p, aclexplode(p.proacl) a
        where p.oid = 'public.profile_page(text)'::regprocedure
          and a.grantee = 0 and a.privilege_type = 'EXECUTE'`,
    );
    assert.equal(publicCallers[0]?.count, 0);
  });
});
