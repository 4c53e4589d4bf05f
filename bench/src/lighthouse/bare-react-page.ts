// The yardstick for the main thread's work after the first paint: a bare React page (React and
// ReactDOM's production builds rendering a list of ten items), built by rspack in production mode
// and served as the site is (Fastify with @fastify/static and @fastify/compress, hashed scripts
// cached for good, the page revalidated), so its cost is what the stack costs before any feature.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { rspack, type Stats } from '@rspack/core';
import Fastify from 'fastify';

const ENTRY = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const items = Array.from({ length: 10 }, (_, index) => 'Item ' + (index + 1));
function App() {
  return h('main', null, h('h1', null, 'A bare React page'),
    h('ul', null, items.map((item) => h('li', { key: item }, item))));
}
createRoot(document.getElementById('root')).render(h(App));
`;

async function build(dir: string): Promise<string> {
  const entry = path.join(dir, 'entry.mjs');
  await writeFile(entry, ENTRY);
  const outputDir = path.join(dir, 'dist');
  const stats = await new Promise<Stats>((resolve, reject) => {
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry,
      // React is resolved from the workspace, as the apps resolve it.
      resolve: { modules: [path.join(import.meta.dirname, '../../../node_modules')] },
      output: { path: outputDir, filename: '[name].[contenthash].js' },
    });
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('no stats'));
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })));
      else resolve(result);
    });
  });
  const scripts = Object.keys(stats.compilation.assets).filter((name) => name.endsWith('.js'));
  await writeFile(
    path.join(outputDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare React</title>
${scripts.map((name) => `<script defer src="/${name}"></script>`).join('\n')}
</head><body><div id="root"></div></body></html>`,
  );
  return outputDir;
}

export interface BareReactPage {
  url: string;
  stop(): Promise<void>;
}

/** Builds the page into a temporary folder and serves it on a free port until `stop()`. */
export async function startBareReactPage(): Promise<BareReactPage> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-bare-react-'));
  const root = await build(dir);
  const server = Fastify({ logger: false });
  await server.register(fastifyCompress, { threshold: 1024 });
  server.addHook('onSend', async (request, reply) => {
    reply.header(
      'Cache-Control',
      request.url.endsWith('.js') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  });
  await server.register(fastifyStatic, { root, cacheControl: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
