import { getSupabase } from '../supabase/supabase-client';
/**
 * The first data of a screen as the site's server read it for a visitor, written into the page with
 * the screen's pre-rendered markup (`<script id="route-data" type="application/json">`, an object of
 * key → data). Each key is handed out once: later reads of the same data go to the network.
 */
let unread: Map<string, unknown> | undefined;

function readPage(): Map<string, unknown> {
  if (unread) return unread;
  unread = new Map();
  const text = globalThis.document?.getElementById('route-data')?.textContent;
  if (!text) return unread;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') unread = new Map(Object.entries(parsed));
  } catch {
    // A page without usable route data reads everything from the network.
  }
  return unread;
}

/** The page's data for `key`, once; undefined when the page has none (or it was taken). */
export function takeRouteData<T>(key: string): T | undefined {
  const page = readPage();
  if (!page.has(key)) return undefined;
  const data = page.get(key) as T;
  page.delete(key);
  return data;
}

/**
 * The page's data for `key` when no one is signed in: the server read it as a visitor, so a
 * member's own view (their reactions, follows, hidden posts) must come from the network.
 */
export async function takeVisitorRouteData<T>(key: string): Promise<T | undefined> {
  const data = takeRouteData<T>(key);
  if (data === undefined) return undefined;
  const { data: auth } = await getSupabase().auth.getSession();
  return auth.session ? undefined : data;
}
