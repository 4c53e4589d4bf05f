// Serves production builds: the shell with an SPA fallback and /app-config.json, each remote on its
// own port with CORS (the shell fetches their manifests cross-origin), all compressed.
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

async function serveDist({ dir, port, host, spa, appConfig }) {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Cache-Control')) {
      const pathname = request.url.split('?')[0] ?? '';
      // Content-hashed files never change; entry points and config must be revalidated.
      const immutable = path.extname(pathname) !== '' && !NO_CACHE.test(pathname);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  await app.register(fastifyStatic, {
    root: path.join(repoRoot, dir, 'dist'),
    cacheControl: false,
  });
  if (appConfig) {
    app.get('/app-config.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return appConfig;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (spa && wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
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
  const startRemote = async (name) => {
    const remote = remotes[name];
    remote.server ??= await serveDist({ dir: remote.dir, port: remote.port, host, spa: false });
  };
  const stopRemote = async (name) => {
    await remotes[name].server?.close();
    remotes[name].server = null;
  };
  await Promise.all(Object.keys(remotes).map(startRemote));
  const shell = await serveDist({ dir: 'shell', port: shellPort, host, spa: true, appConfig });
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
