import type { AppSupabaseClient } from '../supabase/supabase-client';

// Checked by `npm run typecheck`, never run: the narrower types of database.ts reach what the
// Supabase client infers for selects, calls and inserts.
export function refinedDatabaseTypes(client: AppSupabaseClient) {
  return async () => {
    const { data: post } = await client
      .from('feed_posts')
      .select('id, category, description')
      .single();
    if (post) {
      const id: string = post.id;
      // @ts-expect-error a post's category is one of the nine categories
      const category: typeof post.category = 'gadgets';
      // @ts-expect-error a post's description may be null
      const description: string = post.description;
      void [id, category, description];
    }
    const { data: summary } = await client.rpc('post_comment_summary', { _post_id: '' });
    const words: string[] | undefined = summary?.top_positive_words;
    void words;
    const { data: page } = await client.rpc('post_page', { _post_id: '' }, { get: true });
    const pageWords: string[] | undefined = page?.comment_summary.top_negative_words;
    // @ts-expect-error the page's post is null when it does not exist or may not be read
    const pagePostId: string | undefined = page?.post.id;
    void [pageWords, pagePostId];
    // @ts-expect-error comment_type takes only the four comment kinds
    await client.from('comments').insert({ post_id: '', user_id: '', comment_type: 'praise' });
  };
}
