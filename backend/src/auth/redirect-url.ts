/**
 * GoTrue redirects only to the site URL or its allow list; anything else falls back to the site URL.
 * Locally any localhost / 127.0.0.1 origin is allowed too, so dev servers on other ports work.
 */
export function safeRedirect(requested: unknown, siteUrl: string, allowList: string[]): string {
  if (typeof requested !== 'string' || requested === '') return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl;
  const site = new URL(siteUrl);
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  const listed = allowList.some((allowed) => requested.startsWith(allowed));
  return url.origin === site.origin || local || listed ? requested : siteUrl;
}
