import type pg from 'pg';
import type { RecordedDemoPhotos } from './demo-photo.marker.ts';

/**
 * Rewrites every stored reference to a demo photo (posts' `media_urls`, profiles' `avatar_url`, and
 * through the profiles' trigger the posts' author copies) from the recorded public URL to
 * `publicUrl`, in one transaction. Only the demo photos' own URLs change: a member's upload keeps
 * the URL it was stored with, as on hosted Supabase.
 */
export async function moveDemoPhotoUrls(
  pool: pg.Pool,
  recorded: RecordedDemoPhotos,
  publicUrl: string,
): Promise<void> {
  const moved = recorded.urls.map((url) =>
    url.startsWith(recorded.public_url) ? publicUrl + url.slice(recorded.public_url.length) : url,
  );
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `update public.posts p
          set media_urls = array(select coalesce(m.new, t.url)
                                   from unnest(p.media_urls) with ordinality as t (url, i)
                                   left join unnest($1::text[], $2::text[]) as m (old, new) on m.old = t.url
                                  order by t.i)
        where p.media_urls && $1::text[]`,
      [recorded.urls, moved],
    );
    await client.query(
      `update public.profiles p set avatar_url = m.new
         from unnest($1::text[], $2::text[]) as m (old, new)
        where p.avatar_url = m.old`,
      [recorded.urls, moved],
    );
    await client.query('update supabase_migrations.demo_photos set public_url = $1, urls = $2', [
      publicUrl,
      moved,
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
