// Serves production builds: the shell with an SPA fallback and /app-config.json, each remote on its
// own port with CORS (the shell fetches their manifests cross-origin), all compressed, every response
// with the security headers below.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export const REMOTE_PACKAGES = {
  feed: 'feed-mfe',
  post: 'post-mfe',
  profile: 'profile-mfe',
  auth: 'auth-mfe',
  notifications: 'notifications-mfe',
};

const NO_CACHE = /(\.html|\.json)$|remoteEntry\.js$/;

/**
 * Routes whose first screen a remote pre-renders at build time (`<remote>/dist/prerender/`). The
 * page carries it so it shows before any script has run; React replaces it with the same screen
 * (ADR 0007). A deployment would fetch it from the remote's origin; here the builds are local.
 */
const PRERENDERED_SCREENS = { '/': path.join('feed-mfe', 'dist', 'prerender', 'home.html') };
const FIRST_SCREEN_MARK = '<template id="first-screen"></template>';

/**
 * The Content-Security-Policy of the site: scripts only from the shell and the remotes (the production
 * builds need neither inline scripts nor eval: the MF runtime's eval/Function paths are Node-only or
 * unused without `getPublicPath`), data from the backend over HTTP and WebSocket. Styles allow
 * 'unsafe-inline' because styled-components injects <style> tags at run time and React writes style
 * attributes; a nonce would cover the tags only, not the attributes.
 */
export function contentSecurityPolicy({ supabaseUrl, remoteOrigins }) {
  const backend = new URL(supabaseUrl).origin;
  const backendSocket = backend.replace(/^http/, 'ws');
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${backend} ${backendSocket} ${remotes}`,
    `img-src 'self' data: blob: ${backend}`,
    `media-src 'self' data: blob: ${backend}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every response of the shell and the remotes. */
export function securityHeaders(options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), ' +
      'clipboard-write=(self)',
  };
}

// The style tags a pre-rendered fragment starts with (styled-components' ServerStyleSheet).
const LEADING_STYLES = /^(?:\s*<style[^>]*>[^<]*<\/style>)*/;

/**
 * The pre-rendered first screen of `pathname`, if it has one: its styles for the head, and its
 * markup, inert until React replaces it. With the styles in the head the body stays short to parse,
 * so the header and the screen show in the same first paint.
 */
async function firstScreen(pathname) {
  const file = PRERENDERED_SCREENS[pathname];
  const none = { styles: '', markup: '' };
  if (!file) return none;
  let fragment;
  try {
    fragment = await readFile(path.join(repoRoot, file), 'utf8');
  } catch {
    return none; // Not built: the page starts with the header alone.
  }
  const styles = LEADING_STYLES.exec(fragment)?.[0] ?? '';
  return { styles, markup: `<div class="boot-main" inert>${fragment.slice(styles.length)}</div>` };
}

/**
 * The shell's index.html with the app config written into it as a JSON data block (not a script,
 * so the CSP needs no exception): the shell starts without waiting for /app-config.json. Also the
 * route's pre-rendered first screen, if it has one.
 */
async function page(root, appConfig, pathname) {
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  // '<' is escaped so no value can close the element.
  const json = JSON.stringify(appConfig).replace(/</g, '\\u003c');
  const screen = await firstScreen(pathname);
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

async function serveDist({ dir, port, host, spa, appConfig, headers }) {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.headers(headers);
    if (!reply.hasHeader('Cache-Control')) {
      const pathname = request.url.split('?')[0] ?? '';
      // Content-hashed files never change; entry points and config must be revalidated.
      const immutable = path.extname(pathname) !== '' && !NO_CACHE.test(pathname);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  const root = path.join(repoRoot, dir, 'dist');
  await app.register(fastifyStatic, { root, cacheControl: false });
  const sendPage = async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await page(root, appConfig, request.url.split('?')[0]));
  if (spa) app.get('/', sendPage);
  if (appConfig) {
    app.get('/app-config.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return appConfig;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (spa && wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ message: 'Not found' });
  });
  await app.listen({ port, host });
  return app;
}

/**
 * Starts the shell and the five remotes. Ports: the shell on `shellPort`, remotes on the next five.
 * Returns the site URL, a stop function, and per-remote stop/start (to test a remote that is down).
 */
export async function serveSite({
  supabaseUrl,
  supabaseAnonKey,
  shellPort = 3000,
  host = '127.0.0.1',
}) {
  const remotes = {};
  const remoteUrls = {};
  Object.entries(REMOTE_PACKAGES).forEach(([name, dir], index) => {
    const port = shellPort + index + 1;
    remoteUrls[name] = `http://localhost:${port}/mf-manifest.json`;
    remotes[name] = { dir, port, server: null };
  });
  const appConfig = { supabaseUrl, supabaseAnonKey, remotes: remoteUrls };
  const remoteOrigins = Object.values(remoteUrls).map((url) => new URL(url).origin);
  const headers = securityHeaders({ supabaseUrl, remoteOrigins });
  const startRemote = async (name) => {
    const remote = remotes[name];
    remote.server ??= await serveDist({
      dir: remote.dir,
      port: remote.port,
      host,
      spa: false,
      headers,
    });
  };
  const stopRemote = async (name) => {
    await remotes[name].server?.close();
    remotes[name].server = null;
  };
  await Promise.all(Object.keys(remotes).map(startRemote));
  const shell = await serveDist({
    dir: 'shell',
    port: shellPort,
    host,
    spa: true,
    appConfig,
    headers,
  });
  return {
    url: `http://localhost:${shellPort}`,
    appConfig,
    startRemote,
    stopRemote,
    async stop() {
      await shell.close();
      await Promise.all(Object.keys(remotes).map(stopRemote));
    },
  };
}
