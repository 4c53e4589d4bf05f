import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import type { TestStack } from '../../backend/test/helpers/test-stack.ts';
import { pngFile } from './png-file.ts';

/** The longest things a member may write, each as one unbreakable run where that is allowed. */
export const HOSTILE = {
  username: 'hostile_member_with_long_nam',
  email: 'hostile@example.com',
  password: 'Long-hostile-Passphrase-9731',
  displayName: `Hubert Blaine ${'Wolfeschlegelsteinhausenbergerdorff'.repeat(3)}`.slice(0, 100),
  bio: `I review everything. ${'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(20)}`.slice(
    0,
    1000,
  ),
  title: `Unbreakable${'Reviewtitlewithoutanyspaces'.repeat(8)}`.slice(0, 200),
  secondTitle:
    `A long but ordinary title, ${'with words that wrap across lines, '.repeat(6)}`.slice(0, 200),
  word: 'Incomprehensibilities'.repeat(239).slice(0, 5000),
  url: `https://example.com/${'path-segment/'.repeat(156)}`.slice(0, 2048),
  hashtags: Array.from({ length: 10 }, (_, i) => `${String(i)}${'hashtag'.repeat(7)}`.slice(0, 50)),
  comment: `Loved it ${'Extraordinarily'.repeat(200)}`.slice(0, 3000),
  gripeComment: `Too slow: https://example.com/${'x'.repeat(1500)}`,
  longComment: 'A comment with very many words that go on and on. '.repeat(80).trim(),
} as const;

export interface HostileContent {
  session: Session;
  postId: string;
  userId: string;
}

async function must<T>(promise: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await promise;
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return data;
}

async function signedIn(stack: TestStack, email: string, password: string) {
  const client = anonClient(stack);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session };
}

async function uploadImages(client: SupabaseClient, userId: string): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < 10; i++) {
    const path = `${userId}/hostile-${String(i)}.png`;
    // Wide, tall and square images, so the gallery meets every aspect ratio.
    const [width, height] = [
      [1600, 400],
      [300, 1200],
      [800, 800],
    ][i % 3] as [number, number];
    await must(
      client.storage
        .from('post-media')
        .upload(path, pngFile(width / 4, height / 4, i * 25), { contentType: 'image/png' }),
    );
    urls.push(client.storage.from('post-media').getPublicUrl(path).data.publicUrl);
  }
  return urls;
}

/**
 * Signs up a member whose name, bio, post, comments and replies are as long as the database allows
 * (backend started with autoconfirm), so layout checks meet the worst content a member can write.
 */
export async function seedHostileContent(stack: TestStack): Promise<HostileContent> {
  await must(
    anonClient(stack).auth.signUp({
      email: HOSTILE.email,
      password: HOSTILE.password,
      options: { data: { username: HOSTILE.username, display_name: HOSTILE.displayName } },
    }),
  );
  const { client, session } = await signedIn(stack, HOSTILE.email, HOSTILE.password);
  const userId = session.user.id;
  await must(client.from('profiles').update({ bio: HOSTILE.bio }).eq('id', userId));
  await must(
    client.from('posts').insert({
      user_id: userId,
      title: HOSTILE.secondTitle,
      description: HOSTILE.longComment,
      category: 'other',
    }),
  );
  const media = await uploadImages(client, userId);
  const post = await must(
    client
      .from('posts')
      .insert({
        user_id: userId,
        title: HOSTILE.title,
        description: HOSTILE.word,
        category: 'technology',
        media_urls: media,
        link_url: HOSTILE.url,
        hashtags: HOSTILE.hashtags,
      })
      .select('id')
      .single(),
  );
  const postId = (post as { id: string }).id;
  const alice = await signedIn(stack, 'alice@example.com', 'password123');
  const comments = [
    { client, comment_type: 'like', content: HOSTILE.comment },
    { client, comment_type: 'gripe', content: HOSTILE.gripeComment },
    { client, comment_type: 'question', content: HOSTILE.longComment },
    { client: alice.client, comment_type: 'like', content: HOSTILE.word },
    { client: alice.client, comment_type: 'gripe', content: HOSTILE.longComment },
  ];
  const ids: string[] = [];
  for (const { client: author, comment_type, content } of comments) {
    const row = await must(
      author
        .from('comments')
        .insert({
          post_id: postId,
          user_id: author === client ? userId : alice.session.user.id,
          comment_type,
          content,
        })
        .select('id')
        .single(),
    );
    ids.push((row as { id: string }).id);
  }
  for (const parent of ids.slice(0, 3)) {
    for (const content of [HOSTILE.word, HOSTILE.longComment]) {
      await must(
        alice.client.from('comments').insert({
          post_id: postId,
          user_id: alice.session.user.id,
          comment_type: 'reply',
          parent_id: parent,
          content,
        }),
      );
    }
  }
  return { session, postId, userId };
}
