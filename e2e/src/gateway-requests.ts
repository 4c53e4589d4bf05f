import type { Page } from 'playwright-core';

/** Public stored files and their renders: the pictures a page shows, not data it reads. */
const PICTURE_PATHS = ['/storage/v1/object/public/', '/storage/v1/render/image/public/'];

/**
 * Records every HTTP request `page` sends to the backend gateway, as `METHOD /path?query`, but
 * the downloads of the pictures it shows (the demo posts and avatars have real photos). The
 * realtime websocket is not an HTTP request and is left out. `take` hands back what was recorded
 * so far and starts a new list.
 */
export function recordGatewayRequests(page: Page, gatewayUrl: string) {
  const origin = new URL(gatewayUrl).origin;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || PICTURE_PATHS.some((prefix) => url.pathname.startsWith(prefix)))
      return;
    seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return { take: () => seen.splice(0) };
}

/**
 * Resolves once `page` has had no HTTP request in flight for `quietMs`. Playwright's `networkidle`
 * is reached once per navigation and counts only 500 ms, too short on a busy machine.
 */
export async function waitForNetworkQuiet(page: Page, quietMs: number): Promise<void> {
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
