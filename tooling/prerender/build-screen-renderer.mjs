// Bundles a remote's server-side screen renderer (a `prerender/*-screen.tsx` exporting
// `renderScreen`, see screen-renderer.d.ts) into one CommonJS file for Node, with every library in
// it, so the site's server can load it from a build or a release folder alone:
//   node ../tooling/prerender/build-screen-renderer.mjs prerender/post-screen.tsx
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const prerenderDir = path.dirname(fileURLToPath(import.meta.url));

export async function buildScreenRenderer(entry, outDir) {
  const name = path.basename(entry).replace(/\.tsx?$/, '');
  await build({
    entryPoints: [entry],
    outfile: path.join(outDir, 'prerender', `${name}.cjs`),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    tsconfig: path.join(prerenderDir, 'prerender.tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2];
  if (!entry) throw new Error('usage: build-screen-renderer.mjs <entry.tsx>');
  // A release builds into its own folder; the renderer goes with it.
  await buildScreenRenderer(entry, process.env.RELEASE_OUTPUT_DIR ?? path.resolve('dist'));
}
