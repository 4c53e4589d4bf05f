/** The query parameter that names the page to return to after signing in (the shell sets it). */
export const RETURN_PARAM = 'next';

const HOME = '/';

const isControlCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * The page to go to after signing in: the `next` path when it is a page of this site, else home.
 * Only a path is taken, never an address: `//host`, `/\host`, `https:…` and anything the URL
 * parser would read as another origin fall back to home, and so do /auth itself and its pages
 * (the new password page would greet a member who just signed in with a form they do not need).
 */
export function safeReturnPath(requested: string | null, origin: string): string {
  if (!requested?.startsWith('/') || /^\/[/\\]/.test(requested)) return HOME;
  // Browsers drop tabs and newlines inside URLs, so '/\t/host' would become '//host'.
  if ([...requested].some(isControlCharacter)) return HOME;
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== new URL(origin).origin || /^\/auth(\/|$)/.test(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
