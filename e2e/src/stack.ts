import { startTestStack, type TestStack } from '../../backend/test/helpers/test-stack.ts';
import { startSite, type RunningSite } from './site.ts';

export interface SiteWithBackend {
  stack: TestStack;
  site: RunningSite;
  stop(): Promise<void>;
}

/**
 * A real backend on a temporary database (demo data unless `seed: false`) and the production build
 * of the site on `shellPort` … `shellPort + 6`, with the backend's email links pointing at the site.
 * `mailMinIntervalSeconds` shortens the wait between two mails to one address (60 s unless given).
 */
export async function startSiteWithBackend(options: {
  shellPort: number;
  seed?: boolean;
  autoconfirm?: boolean;
  mailMinIntervalSeconds?: number;
}): Promise<SiteWithBackend> {
  const stack = await startTestStack({
    seed: options.seed ?? true,
    autoconfirm: options.autoconfirm ?? false,
    siteUrl: `http://localhost:${options.shellPort}`,
    ...(options.mailMinIntervalSeconds === undefined
      ? {}
      : { mailMinIntervalSeconds: options.mailMinIntervalSeconds }),
  });
  const site = await startSite({
    shellPort: options.shellPort,
    supabaseUrl: stack.url,
    supabaseAnonKey: stack.anonKey,
  });
  return {
    stack,
    site,
    async stop() {
      await site.stop();
      await stack.stop();
    },
  };
}
