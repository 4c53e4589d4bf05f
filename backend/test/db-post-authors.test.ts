import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';
import { signUpMember, type Member } from './helpers/test-users.ts';

// The author's username, display name and avatar kept on each post (migration 20261122062000), so
// feed_cards and feed_posts need no join: a new post carries them, a profile change reaches every
// post of that member and no one else's, a rename racing a new post is never lost, and clients
// cannot write them.

interface Author {
  author_username: string | null;
  author_display_name: string | null;
  author_avatar_url: string | null;
}

let stack: TestStack;
let visitor: SupabaseClient;
let alice: Member;
let bob: Member;

function signUp(username: string): Promise<Member> {
  return signUpMember(stack, username);
}

async function post(by: Member, title: string): Promise<string> {
  const { data, error } = await by.client
    .from('posts')
    .insert({ user_id: by.id, title })
    .select('id')
    .single();
  assert.ifError(error);
  return data.id;
}

async function authorsIn(view: 'feed_cards' | 'feed_posts', userId: string): Promise<Author[]> {
  const { data, error } = await visitor
    .from(view)
    .select('author_username,author_display_name,author_avatar_url')
    .eq('user_id', userId)
    .order('id');
  assert.ifError(error);
  return data;
}

/** The author fields of `userId`'s feed cards, as a visitor reads them; post detail shows the same. */
async function feedAuthors(userId: string): Promise<Author[]> {
  const cards = await authorsIn('feed_cards', userId);
  assert.deepEqual(await authorsIn('feed_posts', userId), cards);
  return cards;
}

/** The member's profile as it is now, in the shape of a card's author fields. */
async function profileAsAuthor(userId: string): Promise<Author> {
  const { rows } = await stack.pool.query<Author>(
    `select username as author_username, display_name as author_display_name,
            avatar_url as author_avatar_url
       from public.profiles where id = $1`,
    [userId],
  );
  assert.ok(rows[0]);
  return rows[0];
}

/** A connection as `userId`'s authenticated session, inside an open transaction. */
async function memberTransaction(userId: string): Promise<pg.PoolClient> {
  const connection = await stack.pool.connect();
  await connection.query('begin');
  await connection.query(
    `select set_config('request.jwt.claims', json_build_object('sub', $1::text, 'role', 'authenticated')::text, true)`,
    [userId],
  );
  await connection.query('set local role authenticated');
  return connection;
}

/** Waits until some session is blocked on a lock (the racing statement has reached it). */
async function untilSomeoneWaitsForALock(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rowCount } = await stack.pool.query(
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rowCount) return;
    await sleep(25);
  }
  throw new Error('no session waited for a lock');
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  alice = await signUp('alice_author');
  bob = await signUp('bob_author');
});

after(async () => {
  await stack?.stop();
});

describe('author fields on posts', () => {
  it('a new post carries its author', async () => {
    await post(alice, 'A first kettle');
    const expected = await profileAsAuthor(alice.id);
    assert.equal(expected.author_username, 'alice_author');
    assert.deepEqual(await feedAuthors(alice.id), [expected]);
  });

  it('a profile change shows on every card of that member and on no one else', async () => {
    await post(alice, 'A second kettle');
    await post(alice, 'A third kettle');
    await post(bob, 'A toaster');
    const bobBefore = await feedAuthors(bob.id);
    const { error } = await alice.client
      .from('profiles')
      .update({
        username: 'alice_renamed',
        display_name: 'Alice Renamed',
        avatar_url: 'https://example.test/alice.png',
      })
      .eq('id', alice.id);
    assert.ifError(error);
    const renamed: Author = {
      author_username: 'alice_renamed',
      author_display_name: 'Alice Renamed',
      author_avatar_url: 'https://example.test/alice.png',
    };
    assert.deepEqual(await profileAsAuthor(alice.id), renamed);
    assert.deepEqual(await feedAuthors(alice.id), [renamed, renamed, renamed]);
    assert.deepEqual(await feedAuthors(bob.id), bobBefore);
  });

  it('a bio change leaves the posts untouched', async () => {
    const { rows: before } = await stack.pool.query(
      'select ctid from public.posts where user_id = $1 order by id',
      [alice.id],
    );
    const { error } = await alice.client
      .from('profiles')
      .update({ bio: 'Kettles only.' })
      .eq('id', alice.id);
    assert.ifError(error);
    const { rows: after } = await stack.pool.query(
      'select ctid from public.posts where user_id = $1 order by id',
      [alice.id],
    );
    assert.deepEqual(after, before);
  });
});

describe('a rename racing a new post', () => {
  it('a post inserted while the rename is uncommitted carries the new name', async () => {
    const renaming = await memberTransaction(bob.id);
    const posting = await memberTransaction(bob.id);
    try {
      await renaming.query(
        `update public.profiles set display_name = 'Bob Mid-Rename' where id = $1`,
        [bob.id],
      );
      const inserted = posting.query<{ id: string }>(
        `insert into public.posts (user_id, title) values ($1, 'Raced toaster') returning id`,
        [bob.id],
      );
      await untilSomeoneWaitsForALock();
      await renaming.query('commit');
      const [row] = (await inserted).rows;
      await posting.query('commit');
      const { rows } = await stack.pool.query(
        'select author_display_name from public.posts where id = $1',
        [row?.id],
      );
      assert.deepEqual(rows, [{ author_display_name: 'Bob Mid-Rename' }]);
    } finally {
      await renaming.query('rollback').catch(() => undefined);
      await posting.query('rollback').catch(() => undefined);
      renaming.release();
      posting.release();
    }
  });

  it('a rename made while a new post is uncommitted reaches that post', async () => {
    const posting = await memberTransaction(bob.id);
    const renaming = await memberTransaction(bob.id);
    try {
      const {
        rows: [row],
      } = await posting.query<{ id: string }>(
        `insert into public.posts (user_id, title) values ($1, 'Slow toaster') returning id`,
        [bob.id],
      );
      const renamed = renaming.query(
        `update public.profiles set display_name = 'Bob After Post' where id = $1`,
        [bob.id],
      );
      await untilSomeoneWaitsForALock();
      await posting.query('commit');
      await renamed;
      await renaming.query('commit');
      const { rows } = await stack.pool.query(
        'select author_display_name from public.posts where id = $1',
        [row?.id],
      );
      assert.deepEqual(rows, [{ author_display_name: 'Bob After Post' }]);
    } finally {
      await posting.query('rollback').catch(() => undefined);
      await renaming.query('rollback').catch(() => undefined);
      posting.release();
      renaming.release();
    }
  });
});

describe('clients cannot write the author fields', () => {
  const forged = {
    author_username: 'someone_else',
    author_display_name: 'Someone Else',
    author_avatar_url: 'https://example.test/forged.png',
  };

  it('an insert naming them is refused and writes nothing', async () => {
    const { count: before } = await visitor
      .from('posts')
      .select('id', { count: 'exact', head: true });
    const { error } = await bob.client
      .from('posts')
      .insert({ user_id: bob.id, title: 'Forged author', ...forged });
    assert.equal(error?.code, '42501');
    const { count: after } = await visitor
      .from('posts')
      .select('id', { count: 'exact', head: true });
    assert.equal(after, before);
  });

  it('an update of their own posts is refused and changes nothing', async () => {
    const before = await feedAuthors(bob.id);
    const { error } = await bob.client.from('posts').update(forged).eq('user_id', bob.id);
    assert.equal(error?.code, '42501');
    assert.deepEqual(await feedAuthors(bob.id), before);
  });
});
