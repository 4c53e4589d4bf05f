// The post the image rows open: one with three photos or more from the benchmark data.
import type pg from 'pg';
import { objectOf } from './image-downloads.ts';

export interface PhotoPost {
  id: string;
  title: string;
  /** Its photos' stored URLs, as the post keeps them. */
  urls: string[];
  /** Its photos' stored objects (`post-media/<path>`), in order. */
  objects: string[];
}

/**
 * The demo post with the most photos (the benchmark's own posts only if no demo post has three):
 * the demo photos are real-size phone pictures, and its page is the same in every run.
 */
export async function findPhotoPost(pool: pg.Pool): Promise<PhotoPost> {
  const { rows } = await pool.query<{ id: string; title: string; media_urls: string[] }>(
    `select p.id, p.title, p.media_urls
       from public.posts p join public.profiles pr on pr.id = p.user_id
      where cardinality(p.media_urls) >= 3
      order by pr.username ~ '^bench_', cardinality(p.media_urls) desc, p.created_at desc
      limit 1`,
  );
  const post = rows[0];
  if (!post) throw new Error('The benchmark database has no post with three photos');
  const objects = post.media_urls.map(objectOf);
  if (objects.some((object) => object === null))
    throw new Error(
      `Post ${post.id} has media outside public storage: ${post.media_urls.join(', ')}`,
    );
  return {
    id: post.id,
    title: post.title,
    urls: post.media_urls,
    objects: objects as string[],
  };
}
