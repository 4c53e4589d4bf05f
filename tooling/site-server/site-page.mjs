// The shell's page as the served site sends it: the live shell's index.html with the app config
// written into it, and the route's first screen pre-rendered by the live build of its remote.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Routes whose first screen a remote pre-renders at build time (`prerender/` in its build). The
 * page carries it so it shows before any script has run; React replaces it with the same screen
 * (ADR 0007). A deployment would fetch it from the remote's origin; here the builds are local.
 */
const PRERENDERED_SCREENS = {
  '/': { remote: 'feed', file: path.join('prerender', 'home.html') },
  // With a query /auth may open another tab or view, so only the bare page comes drawn.
  '/auth': { remote: 'auth', file: path.join('prerender', 'auth.html'), withQuery: false },
  '/create': { remote: 'post', file: path.join('prerender', 'create.html') },
};

/**
 * Routes whose first screen shows data: the remote's build has a server-side renderer for them
 * (`prerender/<name>.cjs`, see tooling/prerender/screen-renderer.d.ts) that reads the data as a
 * visitor and draws the screen for each request; the page carries that data too, so the browser
 * does not read it again.
 * Where a renderer cannot draw, the route's pre-rendered screen above (if any) comes instead.
 */
const RENDERED_SCREENS = [
  // A query asks for a search or a filter: the build's screen, whose cards are placeholders.
  {
    pattern: /^\/$/,
    remote: 'feed',
    file: path.join('prerender', 'home-screen.cjs'),
    withQuery: false,
  },
  { pattern: /^\/post\/[^/]+$/, remote: 'post', file: path.join('prerender', 'post-screen.cjs') },
  {
    pattern: /^\/profile\/[^/]+$/,
    remote: 'profile',
    file: path.join('prerender', 'profile-screen.cjs'),
  },
];
const FIRST_SCREEN_MARK = '<template id="first-screen"></template>';
const NO_SCREEN = { styles: '', markup: '', routeData: null };
const require = createRequire(import.meta.url);

// The style tags a pre-rendered fragment starts with (styled-components' ServerStyleSheet).
const LEADING_STYLES = /^(?:\s*<style[^>]*>[^<]*<\/style>)*/;

/** A fragment's styles for the head, and its markup, inert until React replaces it. */
function screenParts(fragment, routeData = null) {
  const styles = LEADING_STYLES.exec(fragment)?.[0] ?? '';
  const markup = `<div class="boot-main" inert>${fragment.slice(styles.length)}</div>`;
  return { styles, markup, routeData };
}

/**
 * The screen's renderer from the live build, or null when that build has none (a failure to load it
 * is logged). Node keeps a loaded renderer, so a rebuilt dist/ is picked up after a restart; a
 * release has a path of its own.
 */
function rendererOf(screen, buildDirOf) {
  try {
    return require(path.join(buildDirOf(screen.remote), screen.file));
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND') console.error(`Could not load ${screen.file}`, error);
    return null;
  }
}

/**
 * The first screen drawn for this request by its remote's renderer, or null: no renderer for the
 * route, none built, or it could not draw (the browser then reads the data itself).
 */
async function renderedScreen(pathname, search, buildDirOf, backend) {
  const screen = RENDERED_SCREENS.find(({ pattern }) => pattern.test(pathname));
  if (!screen || (search && screen.withQuery === false)) return null;
  const renderer = rendererOf(screen, buildDirOf);
  if (!renderer) return null;
  try {
    const rendered = await renderer.renderScreen(pathname, backend);
    return rendered && screenParts(rendered.fragment, rendered.routeData);
  } catch (error) {
    console.error(`Could not draw ${pathname}`, error);
    return null;
  }
}

/**
 * Loads the live builds' screen renderers ahead of the first page that needs one: loading one takes
 * about half a second, which the first visitor of each route would otherwise wait for.
 */
export function loadScreenRenderers(buildDirOf) {
  for (const screen of RENDERED_SCREENS) rendererOf(screen, buildDirOf);
}

/**
 * The first screen of `pathname`, if it has one: its styles for the head, and its markup, inert
 * until React replaces it. With the styles in the head the body stays short to parse, so the
 * header and the screen show in the same first paint.
 */
async function firstScreen(pathname, search, buildDirOf, backend) {
  const rendered = await renderedScreen(pathname, search, buildDirOf, backend);
  if (rendered) return rendered;
  const screen = Object.hasOwn(PRERENDERED_SCREENS, pathname) && PRERENDERED_SCREENS[pathname];
  if (!screen || (search && screen.withQuery === false)) return NO_SCREEN;
  try {
    return screenParts(await readFile(path.join(buildDirOf(screen.remote), screen.file), 'utf8'));
  } catch {
    return NO_SCREEN; // Not built: the page starts with the header alone.
  }
}

/**
 * The boot header's Sign In and Sign Up link to /auth remembering the page, as the live header's
 * do (shell's auth-link.ts): `next` is this page, or on /auth the `next` it already has; none for
 * the home page.
 */
function withBootAuthLinks(html, pathname, search) {
  const next =
    pathname === '/auth' ? new URLSearchParams(search).get('next') : `${pathname}${search}`;
  if (!next || next === '/') return html;
  const target = (tab) => {
    const params = new URLSearchParams(tab ? { tab } : {});
    params.set('next', next);
    return `/auth?${params.toString()}`.replaceAll('&', '&amp;');
  };
  return html
    .replace(
      'href="/auth" data-boot-auth="signin"',
      () => `href="${target()}" data-boot-auth="signin"`,
    )
    .replace(
      'href="/auth?tab=signup" data-boot-auth="signup"',
      () => `href="${target('signup')}" data-boot-auth="signup"`,
    );
}

/** JSON for a data block in the page; '<' is escaped so no value can close the element. */
const jsonBlock = (id, value) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The shell's index.html (from `shellDir`) with the app config written into it as a JSON data block
 * (not a script, so the CSP needs no exception): the shell starts without waiting for
 * /app-config.json. Also the route's pre-rendered first screen, read from the build folder
 * `buildDirOf(remoteName)` gives.
 */
export async function sitePage({ shellDir, appConfig, pathname, search = '', buildDirOf }) {
  const html = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  const screen = await firstScreen(pathname, search, buildDirOf, appConfig);
  const data = screen.routeData ? jsonBlock('route-data', screen.routeData) : '';
  return (
    withBootAuthLinks(html, pathname, search)
      // Replaced by functions: a '$' in the text would be a pattern in a replacement string.
      .replace(
        '</head>',
        () => `${screen.styles}${jsonBlock('app-config', appConfig)}${data}</head>`,
      )
      .replace(FIRST_SCREEN_MARK, () => screen.markup)
  );
}
