import type { Page } from 'playwright-core';

/**
 * Resolves once `page` has had no HTTP request in flight for `quietMs`. Playwright's `networkidle`
 * load state is reached once per navigation, so it cannot tell when a client-side navigation or an
 * infinite-scroll fetch has finished.
 */
export async function waitForNetworkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}
