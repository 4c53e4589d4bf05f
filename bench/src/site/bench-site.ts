// The production builds served on the bench's port block, talking to a benchmark backend.
import { startSite, type RunningSite } from '../../../e2e/src/site.ts';
import type { BenchBackend } from '../bench-backend.ts';

/**
 * The bench's port block: the shell on 4900, each remote on a port after it (the cold start uses
 * 4910 and after); `BENCH_SHELL_PORT` moves it, so two checkouts can measure at once.
 */
export const BENCH_SHELL_PORT = Number(process.env.BENCH_SHELL_PORT ?? 4900);

export interface BenchSite {
  url: string;
  /** The gateway origin the site's supabase-js talks to. */
  gatewayUrl: string;
  anonKey: string;
  /** A demo post with comments (the one with the most written comments among the demo posts). */
  postId: string;
  postTitle: string;
  /** A demo member with posts and followers. */
  username: string;
  displayName: string;
  site: RunningSite;
  stop(): Promise<void>;
}

export async function startBenchSite(
  backend: BenchBackend,
  shellPort = BENCH_SHELL_PORT,
): Promise<BenchSite> {
  const { rows } = await backend.pool.query<{ id: string; title: string }>(
    `select p.id, p.title
       from public.posts p join public.profiles pr on pr.id = p.user_id
      where pr.username !~ '^bench_'
      order by p.discussion_count + p.question_count desc, p.created_at desc
      limit 1`,
  );
  const demo = rows[0];
  if (!demo) throw new Error('The benchmark database has no demo posts (supabase/seed.sql)');
  const site = await startSite({
    shellPort,
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
  });
  return {
    url: site.url,
    gatewayUrl: backend.url,
    anonKey: backend.anonKey,
    postId: demo.id,
    postTitle: demo.title,
    username: 'alice',
    displayName: 'Alice Chen',
    site,
    stop: () => site.stop(),
  };
}
