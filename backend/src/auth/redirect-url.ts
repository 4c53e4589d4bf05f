import { isIP } from 'node:net';
import { matchesRedirectGlob } from './redirect-glob.ts';

/** Control characters, spaces and backslashes: parsers disagree on them, so such a URL is refused. */
const isAmbiguous = (url: string) =>
  /[\s\\]/.test(url) || [...url].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
/** GoTrue's regularHostname: an http(s) host of other characters is refused. */
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * GoTrue's IsRedirectURLValid, stricter on ports: the site URL's scheme, host and port, or a match of
 * an allow-list pattern. GoTrue takes a site on localhost or a loopback address with any port (RFC
 * 8252's rule for native apps) and any loopback IP address without the allow list; here another
 * port must be allowed by a pattern like any other address, so a local program on another port of
 * the member's machine never receives the session a link carries.
 */
function isAllowedRedirect(requested: string, siteUrl: string, allowList: string[]): boolean {
  if (requested === '' || isAmbiguous(requested)) return false;
  const url = parse(requested);
  const site = parse(siteUrl);
  if (!url || !site) return false;
  if (url.protocol === site.protocol && url.hostname === site.hostname && url.port === site.port)
    return true;
  const http = url.protocol === 'http:' || url.protocol === 'https:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // As GoTrue: an address given as an IP goes only where its site URL is (a loopback IP only through
  // a pattern here, see above); a host of unusual characters nowhere.
  if (isIP(host) !== 0) {
    if (!(host === '::1' || host.startsWith('127.'))) return false;
  } else if (http && !REGULAR_HOSTNAME.test(host)) return false;
  const withoutFragment = requested.split('#')[0] ?? '';
  return allowList.some((pattern) => matchesRedirectGlob(pattern, withoutFragment));
}

/** Where a mailed link may send the browser: `requested` when allowed, else the site URL, as GoTrue's GetReferrer. */
export function safeRedirect(requested: unknown, siteUrl: string, allowList: string[]): string {
  return typeof requested === 'string' && isAllowedRedirect(requested, siteUrl, allowList)
    ? requested
    : siteUrl;
}
