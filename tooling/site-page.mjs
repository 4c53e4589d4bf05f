// The shell's page as the served site sends it: the live shell's index.html with the app config
// written into it, and the route's first screen pre-rendered by the live build of its remote.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Routes whose first screen a remote pre-renders at build time (`prerender/` in its build). The
 * page carries it so it shows before any script has run; React replaces it with the same screen
 * (ADR 0007). A deployment would fetch it from the remote's origin; here the builds are local.
 */
const PRERENDERED_SCREENS = { '/': { remote: 'feed', file: path.join('prerender', 'home.html') } };
const FIRST_SCREEN_MARK = '<template id="first-screen"></template>';

// The style tags a pre-rendered fragment starts with (styled-components' ServerStyleSheet).
const LEADING_STYLES = /^(?:\s*<style[^>]*>[^<]*<\/style>)*/;

/**
 * The pre-rendered first screen of `pathname`, if it has one: its styles for the head, and its
 * markup, inert until React replaces it. With the styles in the head the body stays short to parse,
 * so the header and the screen show in the same first paint.
 */
async function firstScreen(pathname, buildDirOf) {
  const screen = PRERENDERED_SCREENS[pathname];
  const none = { styles: '', markup: '' };
  if (!screen) return none;
  let fragment;
  try {
    fragment = await readFile(path.join(buildDirOf(screen.remote), screen.file), 'utf8');
  } catch {
    return none; // Not built: the page starts with the header alone.
  }
  const styles = LEADING_STYLES.exec(fragment)?.[0] ?? '';
  return { styles, markup: `<div class="boot-main" inert>${fragment.slice(styles.length)}</div>` };
}

/**
 * The shell's index.html (from `shellDir`) with the app config written into it as a JSON data block
 * (not a script, so the CSP needs no exception): the shell starts without waiting for
 * /app-config.json. Also the route's pre-rendered first screen, read from the build folder
 * `buildDirOf(remoteName)` gives.
 */
export async function sitePage({ shellDir, appConfig, pathname, buildDirOf }) {
  const html = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  // '<' is escaped so no value can close the element.
  const json = JSON.stringify(appConfig).replace(/</g, '\\u003c');
  const screen = await firstScreen(pathname, buildDirOf);
  return (
    html
      // Replaced by functions: a '$' in the text would be a pattern in a replacement string.
      .replace(
        '</head>',
        () =>
          `${screen.styles}<script id="app-config" type="application/json">${json}</script></head>`,
      )
      .replace(FIRST_SCREEN_MARK, () => screen.markup)
  );
}
