import { serveSite } from '../../tooling/site-server/serve-site.mjs';

export type RunningSite = Awaited<ReturnType<typeof serveSite>>;

/**
 * Serves the production builds (run `node scripts/build.mjs` first) on test ports, so a developer's
 * `npm start` on 3000 can keep running. Each test file gets its own block of seven ports. Every app is
 * served from its dist/, unless a test passes a folder of its own releases.
 */
export function startSite(options: {
  shellPort: number;
  supabaseUrl: string;
  supabaseAnonKey: string;
  releasesDir?: string;
}) {
  return serveSite({ ...options, releasesDir: options.releasesDir ?? null });
}
