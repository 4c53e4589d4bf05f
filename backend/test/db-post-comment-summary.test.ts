import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { topWords } from '../../shared-core/src/rules/sentiment.ts';
import { TOP_WORDS_FIXTURES } from '../../shared-core/src/rules/sentiment.fixtures.ts';
import { anonClient } from './helpers/supabase-clients.ts';
import { startTestStack, type TestStack } from './helpers/test-stack.ts';

// post_comment_summary (the post page's counts and sentiment words in one request) against the
// browser's rule: every topWords fixture of shared-core, inserted as comments of a post (the
// comments triggers count their words) and read back through PostgREST as a visitor, must give
// exactly what topWords gives; the counts must be the written top-level comments of each kind. The
// tables it reads are readable by visitors and written by no API role. Deletes, ties and a random
// sequence: db-post-comment-words.test.ts.

interface Summary {
  like_count: number;
  gripe_count: number;
  question_count: number;
  top_positive_words: string[];
  top_negative_words: string[];
}

let stack: TestStack;
let visitor: SupabaseClient;
let authorId: string;

async function newPost(): Promise<string> {
  const { rows } = await stack.pool.query<{ id: string }>(
    `insert into public.posts (user_id, title) values ($1, 'Summary test') returning id`,
    [authorId],
  );
  return rows[0]!.id;
}

/** Inserts top-level comments; the first text is the newest, as the page lists them. */
async function addComments(postId: string, type: string, texts: readonly string[]): Promise<void> {
  for (const [index, content] of texts.entries()) {
    await stack.pool.query(
      `insert into public.comments (post_id, user_id, comment_type, content, created_at)
       values ($1, $2, $3, $4, timestamptz '2026-06-01' - $5 * interval '1 minute')`,
      [postId, authorId, type, content, index],
    );
  }
}

async function summaryOf(postId: string): Promise<Summary> {
  const { data, error } = await visitor.rpc('post_comment_summary', { _post_id: postId });
  assert.ifError(error);
  return data as Summary;
}

/** The Unicode classes as code point ranges, the way the migration spells them. */
function codePointRanges(pattern: RegExp): string {
  const escape = (cp: number) =>
    cp > 0xffff
      ? `\\U${cp.toString(16).toUpperCase().padStart(8, '0')}`
      : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  const parts: string[] = [];
  let start = -1;
  for (let cp = 0; cp <= 0x110000; cp += 1) {
    const inClass =
      cp < 0x110000 && (cp < 0xd800 || cp > 0xdfff) && pattern.test(String.fromCodePoint(cp));
    if (inClass && start < 0) start = cp;
    if (!inClass && start >= 0) {
      parts.push(start === cp - 1 ? escape(start) : `${escape(start)}-${escape(cp - 1)}`);
      start = -1;
    }
  }
  return parts.join('');
}

before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  visitor = anonClient(stack);
  const { rows } = await stack.pool.query<{ id: string }>(
    `insert into auth.users (id, email, raw_user_meta_data)
     values (gen_random_uuid(), 'summary@example.test', '{"username": "summary_writer"}')
     returning id`,
  );
  authorId = rows[0]!.id;
});

after(async () => {
  await stack?.stop();
});

describe('post_comment_summary top words match shared-core topWords', () => {
  for (const [name, texts, expected] of TOP_WORDS_FIXTURES) {
    it(name, async () => {
      const postId = await newPost();
      await addComments(postId, 'like', texts);
      await addComments(postId, 'gripe', texts);
      const summary = await summaryOf(postId);
      assert.deepEqual(summary.top_positive_words, topWords(texts));
      assert.deepEqual(summary.top_negative_words, topWords(texts));
      assert.deepEqual(summary.top_positive_words, expected);
    });
  }

  it('reads comments of the same time newest id first, as the section lists do', async () => {
    const postId = await newPost();
    const ids = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
    const texts = ['apple', 'zebra'];
    for (const [index, id] of ids.entries()) {
      await stack.pool.query(
        `insert into public.comments (id, post_id, user_id, comment_type, content, created_at)
         values ($1, $2, $3, 'like', $4, timestamptz '2026-06-01')`,
        [id, postId, authorId, texts[index]],
      );
    }
    assert.deepEqual((await summaryOf(postId)).top_positive_words, topWords(['zebra', 'apple']));
  });
});

describe('post_comment_summary counts', () => {
  it('counts written top-level likes, gripes and questions, not reactions or replies', async () => {
    const postId = await newPost();
    await addComments(postId, 'like', ['Great sound', 'Comfy', 'Light']);
    await addComments(postId, 'gripe', ['Pricey']);
    await addComments(postId, 'question', ['Battery life?', 'Which colours?']);
    // Reactions: an empty like and gripe of another member.
    const { rows } = await stack.pool.query<{ id: string }>(
      `insert into auth.users (id, email, raw_user_meta_data)
       values (gen_random_uuid(), 'reactor@example.test', '{"username": "summary_reactor"}')
       returning id`,
    );
    await stack.pool.query(
      `insert into public.comments (post_id, user_id, comment_type, content)
       values ($1, $2, 'like', ''), ($1, $2, 'gripe', '')`,
      [postId, rows[0]!.id],
    );
    const { rows: parents } = await stack.pool.query<{ id: string }>(
      `select id from public.comments where post_id = $1 and comment_type = 'gripe' and content <> ''`,
      [postId],
    );
    await stack.pool.query(
      `insert into public.comments (post_id, user_id, comment_type, content, parent_id)
       values ($1, $2, 'reply', 'Agreed, excellent excellent', $3)`,
      [postId, authorId, parents[0]!.id],
    );

    const summary = await summaryOf(postId);
    assert.equal(summary.like_count, 3);
    assert.equal(summary.gripe_count, 1);
    assert.equal(summary.question_count, 2);
    assert.deepEqual(summary.top_negative_words, ['pricey']);
  });

  it('answers zeros and no words for a post without comments', async () => {
    assert.deepEqual(await summaryOf(await newPost()), {
      like_count: 0,
      gripe_count: 0,
      question_count: 0,
      top_positive_words: [],
      top_negative_words: [],
    });
  });
});

describe('post_comment_summary Unicode classes', () => {
  it('are the code point ranges of JavaScript’s \\s, \\p{L}\\p{M}\\p{N} and \\p{M} in this Node', async () => {
    const { rows } = await stack.pool.query<{ source: string }>(
      `select p.prosrc as source from pg_proc p where p.proname = 'sentiment_words'`,
    );
    // The migration wraps each long literal over several lines ('…'<new line>'…').
    const source = rows[0]!.source.replace(/'\s*\n\s*'/g, '');
    assert.ok(source.includes(`'${codePointRanges(/^\s$/u)}' as whitespace`));
    assert.ok(source.includes(`'${codePointRanges(/^[\p{L}\p{M}\p{N}]$/u)}' as word_characters`));
    assert.ok(source.includes(`'${codePointRanges(/^\p{M}$/u)}' as marks`));
  });

  it('leave out words of only numbers and marks, spelled as [\\p{N}\\p{M}] in this Node', async () => {
    const { rows } = await stack.pool.query<{ source: string }>(
      `select p.prosrc as source from pg_proc p where p.proname = 'sentiment_word_is_counted'`,
    );
    const source = rows[0]!.source.replace(/'\s*\n\s*'/g, '');
    assert.ok(source.includes(`'${codePointRanges(/^[\p{N}\p{M}]$/u)}'`));
  });
});

describe('the tables post_comment_summary reads (post_comment_words, post_written_comment_counts)', () => {
  it('are readable by visitors and writable by no API role', async () => {
    const read = await visitor.from('post_comment_words').select('word').limit(1);
    assert.ifError(read.error);
    assert.equal(read.data.length, 1);
    for (const table of ['post_comment_words', 'post_written_comment_counts']) {
      const written = await visitor.from(table).delete().neq('comment_type', 'none');
      assert.match(written.error?.message ?? '', /permission denied/);
    }
    const { rows } = await stack.pool.query(`
      select count(*)::int as grants from information_schema.role_table_grants
       where table_name in ('post_comment_words', 'post_written_comment_counts')
         and grantee in ('anon', 'authenticated', 'service_role') and privilege_type <> 'SELECT'
         and privilege_type not in ('REFERENCES', 'TRIGGER')`);
    assert.equal(rows[0].grants, 0);
  });
});
