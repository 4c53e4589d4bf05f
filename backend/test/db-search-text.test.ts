import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// The feed's search matches posts.search_text (lower(title), chr(1), lower(description)) with LIKE.
// Whatever the words, search_feed_cards and feed_card_count must find exactly the posts that
// `title ILIKE pattern OR description ILIKE pattern` finds on the table itself: across letter case
// outside ASCII, with no description, with the separator in the words or in a title, with other
// characters than letters and digits around the words (the trigram index is asked without them),
// and after an edit of the title.

const SEPARATOR = String.fromCharCode(1);
const posts: Array<[title: string, description: string | null]> = [
  ['Crème Brûlée at Chez Marie', 'ÉCLAIRS were STALE'],
  ['Ends with abc', 'def starts the description'],
  [`An odd${SEPARATOR}title`, 'nothing else'],
  ['Only a title here', null],
  ['Straße food market', 'Grüße from the street'],
  ['Plain kettle', 'It boils water'],
  ['Deal #1776 today', 'Now 100% off'],
  ['Deal 1776 tomorrow', 'Now 100 off (mostly)'],
];
const searches = [
  'crème',
  'BRÛLÉE',
  'éclairs',
  'abc',
  'DEF',
  `abc${SEPARATOR}def`,
  `c${SEPARATOR}d`,
  SEPARATOR,
  `odd${SEPARATOR}TITLE`,
  'title',
  'STRASSE',
  'straße',
  'GRÜSSE',
  'grüße',
  'e',
  '#1776',
  '1776 to',
  '#1776 today!',
  '100%',
  '(mostly)',
  '(mostly',
  '!!',
  'no such words',
];

let stack: TestStack;
let visitor: SupabaseClient;

/** What the table says, by ILIKE on both columns (LIKE's wildcards in the words taken literally). */
async function ilikeMatches(words: string): Promise<string[]> {
  const pattern = `%${words.replace(/[\\%_]/g, '\\$&')}%`;
  const { rows } = await stack.pool.query<{ id: string }>(
    `select id from public.posts where title ilike $1 or description ilike $1
      order by created_at desc, id desc`,
    [pattern],
  );
  return rows.map((row) => row.id);
}

async function searchedIds(words: string): Promise<string[]> {
  const { data, error } = await visitor.rpc('search_feed_cards', { _search: words }, { get: true });
  assert.ifError(error);
  return (data as { id: string }[]).map((row) => row.id);
}

async function countedMatches(words: string): Promise<number> {
  const { data, error } = await visitor.rpc('feed_card_count', { _search: words });
  assert.ifError(error);
  return data as number;
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  await stack.pool.query(`
    insert into auth.users (id, email, raw_user_meta_data)
    values (gen_random_uuid(), 'searcher@example.test', '{"username": "searcher"}')`);
  for (const [index, [title, description]] of posts.entries()) {
    await stack.pool.query(
      `insert into public.posts (user_id, title, description, created_at)
       values ((select id from public.profiles where username = 'searcher'), $1, $2,
               timestamptz '2026-01-01' + $3 * interval '1 hour')`,
      [title, description, index],
    );
  }
});

after(async () => {
  await stack?.stop();
});

describe('search over the stored search text', () => {
  it('finds, page and count alike, what ILIKE on title or description finds', async () => {
    for (const words of searches) {
      const expected = await ilikeMatches(words);
      assert.deepEqual(
        await searchedIds(words),
        expected,
        `search_feed_cards(${JSON.stringify(words)})`,
      );
      assert.equal(
        await countedMatches(words),
        expected.length,
        `feed_card_count(${JSON.stringify(words)})`,
      );
    }
  });

  it('matches across the title and the description never', async () => {
    assert.deepEqual(await searchedIds(`abc${SEPARATOR}def`), []);
    assert.equal(
      (await searchedIds(SEPARATOR)).length,
      1,
      'only the title with the character in it',
    );
  });

  it('follows an edit of the title', async () => {
    await stack.pool.query(
      `update public.posts set title = 'Renamed teapot' where title = 'Plain kettle'`,
    );
    assert.deepEqual(await searchedIds('kettle'), []);
    assert.deepEqual(await searchedIds('TEAPOT'), await ilikeMatches('teapot'));
    assert.equal((await searchedIds('teapot')).length, 1);
  });
});
