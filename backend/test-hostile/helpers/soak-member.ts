import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from '../../test/helpers/test-stack.ts';
import { signUpMember, uniqueUsername } from '../../test/helpers/test-users.ts';
import type { SeededRandom } from './seeded-random.ts';
import { waitUntil } from './wait-until.ts';

/** A member of the soak: its client, its realtime inbox, and every write the server acknowledged. */
export interface SoakMember {
  id: string;
  client: SupabaseClient;
  channel: RealtimeChannel;
  /** Channel statuses after the first SUBSCRIBED (anything here means the subscription broke). */
  laterStatuses: string[];
  notificationsReceived: Set<string>;
  posts: string[];
  reactions: Set<string>; // `${postId}:${type}` the member has on
  follows: Set<string>;
}

/** The writes and failures of all members together. */
export interface SoakLedger {
  members: SoakMember[];
  comments: Array<{ id: string; postId: string; topLevel: boolean }>;
  failures: string[];
  calls: Map<string, number>;
}

/** Signs a member up, posts once, and subscribes to its own notifications as the site does. */
export async function joinSoak(stack: TestStack): Promise<SoakMember> {
  const { id, client } = await signUpMember(stack, uniqueUsername('soak'));
  const post = await client
    .from('posts')
    .insert({ user_id: id, title: 'First post of the soak' })
    .select('id')
    .single();
  if (post.error) throw post.error;
  const member: Omit<SoakMember, 'channel'> = {
    id,
    client,
    laterStatuses: [],
    notificationsReceived: new Set(),
    posts: [post.data.id as string],
    reactions: new Set(),
    follows: new Set(),
  };
  let subscribed = false;
  const channel = client
    .channel(`soak-notifications-${id}`)
    .on(
      'postgres_changes' as never,
      { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${id}` },
      ((change: { new: { id: string } }) =>
        member.notificationsReceived.add(change.new.id)) as never,
    )
    .subscribe((status) => {
      if (subscribed) member.laterStatuses.push(status);
      if (status === 'SUBSCRIBED') subscribed = true;
    });
  if (!(await waitUntil(() => subscribed))) throw new Error(`member ${id} never subscribed`);
  return { ...member, channel };
}

type Result = { error: unknown };

async function call(
  ledger: SoakLedger,
  name: string,
  work: () => Promise<Result[]>,
): Promise<void> {
  ledger.calls.set(name, (ledger.calls.get(name) ?? 0) + 1);
  try {
    const errors = (await work()).filter((result) => result.error);
    if (errors.length)
      ledger.failures.push(`${name}: ${JSON.stringify(errors.map((r) => r.error))}`);
  } catch (error) {
    ledger.failures.push(`${name}: threw ${String(error)}`);
  }
}

/** One thing a member does on the site, picked at random; every call's outcome goes to the ledger. */
export async function actOnce(
  member: SoakMember,
  ledger: SoakLedger,
  rng: SeededRandom,
): Promise<void> {
  const db = member.client;
  const post = rng.pick(rng.pick(ledger.members).posts);
  const roll = rng.next();
  if (roll < 0.25)
    return call(ledger, 'read feed', async () => [
      await db
        .from('feed_cards')
        .select()
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 11),
    ]);
  if (roll < 0.35)
    return call(ledger, 'read notifications', async () => [
      await db
        .from('notifications')
        .select('*')
        .eq('user_id', member.id)
        .order('created_at', { ascending: false })
        .limit(20),
    ]);
  if (roll < 0.4)
    return call(ledger, 'mark notifications read', async () => [
      await db
        .from('notifications')
        .update({ read: true })
        .eq('user_id', member.id)
        .eq('read', false),
    ]);
  if (roll < 0.5)
    return call(ledger, 'open post', async () =>
      Promise.all([
        db.from('feed_posts').select('*').eq('id', post).maybeSingle(),
        db
          .from('comment_details')
          .select('*')
          .eq('post_id', post)
          .is('parent_id', null)
          .order('created_at', { ascending: false }),
      ]),
    );
  if (roll < 0.7) {
    const type = rng.pick(['like', 'gripe']);
    const key = `${post}:${type}`;
    return call(ledger, 'toggle reaction', async () => {
      const comments = db.from('comments');
      const on = member.reactions.has(key);
      const result = on
        ? await comments
            .delete()
            .eq('post_id', post)
            .eq('user_id', member.id)
            .eq('comment_type', type)
            .eq('content', '')
        : await comments.insert({
            post_id: post,
            user_id: member.id,
            content: '',
            comment_type: type,
          });
      if (!result.error) member.reactions[on ? 'delete' : 'add'](key);
      return [result];
    });
  }
  if (roll < 0.85) {
    const topLevel = ledger.comments.filter((comment) => comment.topLevel);
    const parent = topLevel.length && rng.chance(0.4) ? rng.pick(topLevel) : undefined;
    const type = parent ? 'reply' : rng.pick(['like', 'gripe', 'question']);
    const postId = parent?.postId ?? post;
    return call(ledger, 'comment', async () => {
      const result = await db
        .from('comments')
        .insert({
          post_id: postId,
          user_id: member.id,
          content: `Soak ${type}`,
          comment_type: type,
          parent_id: parent?.id ?? null,
        })
        .select('id')
        .single();
      if (result.data)
        ledger.comments.push({ id: result.data.id as string, postId, topLevel: !parent });
      return [result];
    });
  }
  if (roll < 0.95) {
    const other = rng.pick(ledger.members.filter((candidate) => candidate !== member)).id;
    return call(ledger, 'toggle follow', async () => {
      const follows = db.from('user_follows');
      const on = member.follows.has(other);
      const result = on
        ? await follows.delete().eq('follower_id', member.id).eq('following_id', other)
        : await follows.insert({ follower_id: member.id, following_id: other });
      if (!result.error) member.follows[on ? 'delete' : 'add'](other);
      return [result];
    });
  }
  return call(ledger, 'create post', async () => {
    const result = await db
      .from('posts')
      .insert({ user_id: member.id, title: `Soak post ${rng.int(1, 1e6)}`, hashtags: ['soak'] })
      .select('id')
      .single();
    if (result.data) member.posts.push(result.data.id as string);
    return [result];
  });
}
