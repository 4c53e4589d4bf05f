import { serveSite } from '@likegripe/tooling/serve-site';

export type RunningSite = Awaited<ReturnType<typeof serveSite>>;

/**
 * Serves the production builds (run `node scripts/build.mjs` first) on test ports, so a developer's
 * `npm start` on 3000 can keep running. Each test file gets its own block of six ports.
 */
export function startSite(options: {
  shellPort: number;
  supabaseUrl: string;
  supabaseAnonKey: string;
}) {
  return serveSite(options);
}
