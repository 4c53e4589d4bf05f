// Serves production builds: the shell with an SPA fallback and /app-config.json, each remote on its
// own port with CORS (the shell fetches their manifests cross-origin), all compressed, every response
// with the security headers below. Each app is served from its live release when it has one (read
// from live.json on every page load, so a release or rollback needs no restart) and from its dist/
// otherwise; `/releases` lists what is live.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { REMOTES, SHELL, portOf } from '../remotes.mjs';
import { liveBuilds } from '../releases/live-builds.mjs';
import { liveReleases, releasesPage } from '../releases/releases-page.mjs';
import {
  defaultReleasesDir,
  distDir,
  isVersionName,
  releaseDir,
} from '../releases/release-store.mjs';
import { mountStorybook } from './serve-storybook.mjs';
import { loadScreenRenderers, sitePage } from './site-page.mjs';
import { inlineScriptHashSources } from '../page/inline-scripts.mjs';

/**
 * The Content-Security-Policy of the site: scripts only from the shell and the remotes, and the
 * page's two inline scripts (theme-boot.js, start-after-paint.js) by their hashes (the production
 * builds need no other inline script and no eval: the MF runtime's eval/Function paths are
 * Node-only or unused without `getPublicPath`), data from the backend over HTTP and WebSocket.
 * Styles allow 'unsafe-inline' because styled-components injects <style> tags at run time and
 * React writes style attributes; a nonce would cover the tags only, not the attributes.
 */
export function contentSecurityPolicy({ supabaseUrl, remoteOrigins }) {
  const backend = new URL(supabaseUrl).origin;
  const backendSocket = backend.replace(/^http/, 'ws');
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashSources().join(' ')} ${remotes}`,
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

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RELEASE_FILE = /^\/releases\/[^/]+\/./;

/**
 * Content-hashed files and every file of a release never change; pages, manifests, config, a dist/
 * remoteEntry.js (its name stays from one build to the next) and every error are revalidated.
 */
function cacheControl(url, statusCode) {
  const pathname = url.split('?')[0] ?? '';
  if (statusCode >= 300) return 'no-cache';
  if (/(^|\/)[^/.]*$|\.(html|json)$/.test(pathname)) return 'no-cache';
  if (RELEASE_FILE.test(pathname)) return IMMUTABLE;
  return /remoteEntry\.js$/.test(pathname) ? 'no-cache' : IMMUTABLE;
}

/**
 * One app's server: its dist/ at the root and each of its releases under /releases/<version>/.
 * `addRoutes` adds the shell's own routes.
 */
async function serveApp({ app, port, host, headers, releasesDir, addRoutes }) {
  const server = Fastify({ logger: false });
  await server.register(fastifyCompress, { threshold: 1024 });
  server.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.headers(headers);
    if (!reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', cacheControl(request.url, reply.statusCode));
  });
  // The builds' .br and .gz copies, when the browser accepts one (see precompress-plugins.mjs);
  // @fastify/compress leaves a response that is already encoded as it is.
  await server.register(fastifyStatic, {
    root: distDir(app),
    cacheControl: false,
    preCompressed: true,
  });
  server.get('/releases/:version/*', (request, reply) => {
    const { version, '*': file } = request.params;
    if (!releasesDir || !isVersionName(version)) return reply.callNotFound();
    return reply.sendFile(file, releaseDir(releasesDir, app.name, version));
  });
  const sendPage = await addRoutes?.(server);
  server.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !/\.[^/]*$/.test(request.url.split('?')[0]);
    if (sendPage && wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ message: 'Not found' });
  });
  await server.listen({ port, host });
  return server;
}

/**
 * Starts the shell and the remotes, on `shellPort` and the ports after it (tooling/remotes.mjs).
 * `releasesDir` holds the releases and live.json (null: serve every dist/, as tests of the site
 * itself do). Returns the site URL, the app config a page gets now, a stop function, and
 * per-remote stop/start (to test a remote that is down).
 */
export async function serveSite({
  supabaseUrl,
  supabaseAnonKey,
  shellPort = SHELL.port,
  host = '127.0.0.1',
  releasesDir = defaultReleasesDir(),
  imageTransformations = true,
}) {
  const originOf = (app) => `http://localhost:${portOf(app, shellPort)}`;
  const appConfig = (builds = liveBuilds(releasesDir)) => ({
    supabaseUrl,
    supabaseAnonKey,
    imageTransformations,
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [
        remote.name,
        `${originOf(remote)}${builds[remote.name].path}mf-manifest.json`,
      ]),
    ),
  });
  const remoteOrigins = REMOTES.map(originOf);
  const headers = securityHeaders({ supabaseUrl, remoteOrigins });
  const servers = {};
  const startRemote = async (name) => {
    const app = REMOTES.find((remote) => remote.name === name);
    servers[name] ??= await serveApp({
      app,
      port: portOf(app, shellPort),
      host,
      headers,
      releasesDir,
    });
  };
  const stopRemote = async (name) => {
    await servers[name]?.close();
    servers[name] = null;
  };
  await Promise.all(REMOTES.map((remote) => startRemote(remote.name)));

  const shellRoutes = async (server) => {
    const sendPage = async (request, reply) => {
      const builds = liveBuilds(releasesDir);
      const [pathname = '/', search = ''] = request.url.split('?');
      const html = await sitePage({
        shellDir: builds[SHELL.name].dir,
        appConfig: appConfig(builds),
        pathname,
        search,
        buildDirOf: (name) => builds[name].dir,
      });
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    server.get('/', sendPage);
    server.get('/app-config.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return appConfig();
    });
    server.get('/releases', async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(releasesPage(await liveReleases(releasesDir))),
    );
    server.get('/releases.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return liveReleases(releasesDir);
    });
    await mountStorybook(server);
    return sendPage;
  };
  const shell = await serveApp({
    app: SHELL,
    port: shellPort,
    host,
    headers,
    releasesDir,
    addRoutes: shellRoutes,
  });
  const builds = liveBuilds(releasesDir);
  loadScreenRenderers((name) => builds[name].dir);
  return {
    url: originOf(SHELL),
    /** The app config a page gets now (it follows live.json). */
    get appConfig() {
      return appConfig();
    },
    startRemote,
    stopRemote,
    async stop() {
      await shell.close();
      await Promise.all(REMOTES.map((remote) => stopRemote(remote.name)));
    },
  };
}
