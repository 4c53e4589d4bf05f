// One rspack + Module Federation 2 configuration for the shell and every remote.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-dependencies.mjs';
import { PreloadShellChunksPlugin } from './preload-chunks-plugin.mjs';
import { appInDir, devRemoteManifests } from '../remotes.mjs';
import { inlineScript } from '../page/inline-scripts.mjs';
import { precompressPlugins } from './precompress-plugins.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';

const buildDir = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.join(buildDir, '..', '..');

/**
 * Rspack's federation plugin imports its runtime by the CommonJS paths `require.resolve` gives,
 * and CommonJS is not tree-shaken: every container then carries the SDK's Node.js loaders and
 * unused helpers. These aliases point the same imports at the packages' ESM builds (about 5 KB
 * gzip less in the shell's main.js and in each remoteEntry.js).
 */
function esmFederationRuntime() {
  const requireFromTooling = createRequire(import.meta.url);
  const requireFromRspack = createRequire(requireFromTooling.resolve('@rspack/core'));
  const commonJsEntries = [
    requireFromRspack.resolve('@module-federation/runtime-tools'),
    requireFromRspack.resolve('@module-federation/webpack-bundler-runtime'),
    requireFromRspack.resolve('@module-federation/runtime'),
    // The shell's provideExternalRuntime plugin, which hands runtime-core to the remotes.
    createRequire(requireFromTooling.resolve('@module-federation/enhanced/rspack')).resolve(
      '@module-federation/inject-external-runtime-core-plugin',
    ),
  ];
  return Object.fromEntries(
    commonJsEntries
      .map((commonJs) => [`${commonJs}$`, commonJs.replace(/\.cjs$/, '.js')])
      // A release without an ESM build next to its CommonJS one keeps the CommonJS runtime.
      .filter(([, esm]) => esm.endsWith('.js') && existsSync(esm)),
  );
}

/**
 * supabase-js imports all of its parts up front; these stand-ins load realtime-js (17 KB gzip) only
 * when the first channel is asked for, which a visitor's pages never do, auth-js (24 KB) only when
 * the browser holds a session or someone signs in, storage-js (7.5 KB) only to remove files and
 * functions-js's client only to invoke a function (ADR 0008, ADR 0011).
 */
const lazySupabaseParts = {
  '@supabase/realtime-js$': path.join(repoRoot, 'shared-core/src/supabase/lazy-realtime-client.ts'),
  '@supabase/auth-js$': path.join(repoRoot, 'shared-core/src/supabase/lazy-auth-client.ts'),
  '@supabase/functions-js$': path.join(
    repoRoot,
    'shared-core/src/supabase/lazy-functions-client.ts',
  ),
  '@supabase/storage-js$': path.join(repoRoot, 'shared-core/src/supabase/lazy-storage-client.ts'),
};

/**
 * `npm run backend` writes its URL and anon key (signed with the data dir's own secret) to
 * `.data/app-config.json`; a dev server serves them over the placeholders of `public/app-config.json`,
 * with every remote's dev server from the registry.
 */
function serveLocalBackendConfig(middlewares) {
  const staticConfig = path.join(buildDir, 'public', 'app-config.json');
  const backendConfig = path.join(repoRoot, '.data', 'app-config.json');
  const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  middlewares.unshift({
    name: 'local-backend-app-config',
    middleware: (request, response, next) => {
      if (request.url?.split('?')[0] !== '/app-config.json') return next();
      const config = {
        ...readJson(staticConfig),
        remotes: devRemoteManifests(),
        ...readJson(backendConfig),
      };
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Cache-Control', 'no-store');
      response.end(JSON.stringify(config));
    },
  });
  return middlewares;
}

/**
 * In production the shell provides the Module Federation runtime to the remotes, so each
 * remoteEntry does not bring a second copy (about 20 KB gzip per route). A remote built this way
 * needs a host, so development builds (a remote running standalone) keep their own runtime.
 */
function federationRuntimeSharing(isHost) {
  const optimization = { target: 'web' };
  return isHost
    ? { provideExternalRuntime: true, optimization }
    : { externalRuntime: true, optimization };
}

/** The registry's entry for the package in `dir`, which must carry the federation name `name`. */
function registeredApp(dir, name) {
  const app = appInDir(dir);
  if (!app || app.name !== name) {
    throw new Error(
      `${path.basename(dir)} (federation name "${name}") is not in tooling/remotes.mjs; add it there`,
    );
  }
  return app;
}

/**
 * The release tool (tooling/releases) builds into a versioned folder of its own instead of dist/,
 * and gives the shell a public path under that folder's URL; a plain build uses neither.
 */
function outputLocation(dir, isHost) {
  return {
    path: process.env.RELEASE_OUTPUT_DIR ?? path.join(dir, 'dist'),
    // The shell serves deep links like /post/1, so its chunks load from an absolute path; a
    // remote's chunks resolve from wherever its manifest was fetched.
    publicPath: isHost ? (process.env.RELEASE_PUBLIC_PATH ?? '/') : 'auto',
  };
}

/**
 * @param {object} options
 * @param {string} options.dir package folder (pass `import.meta.dirname`-like path); its dev-server
 *   port comes from tooling/remotes.mjs
 * @param {string} options.name federation name (shell, feed, post, profile, auth, notifications,
 *   moderation)
 * @param {Record<string,string>} [options.exposes] remote modules (absent for the shell)
 * @param {string[]} [options.runtimePlugins] federation runtime plugin files
 */
export function createFederatedConfig({ dir, name, exposes, runtimePlugins = [] }) {
  const { port } = registeredApp(dir, name);
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    const isHost = !exposes;
    return {
      mode: isDev ? 'development' : 'production',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : false,
      output: {
        ...outputLocation(dir, isHost),
        uniqueName: name,
        clean: true,
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
        alias: { ...esmFederationRuntime(), ...lazySupabaseParts },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            type: 'javascript/auto',
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                target: 'es2022',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: isDev } },
              },
            },
          },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(buildDir, '..', 'page', 'index.html'),
          templateParameters: {
            title: 'Like and Gripe',
            themeBoot: inlineScript('theme-boot.js'),
            startAfterPaint: inlineScript('start-after-paint.js'),
          },
          // Verbatim: the CSP allows the inline scripts by the hashes of their source texts.
          minify: false,
        }),
        new rspack.CopyRspackPlugin({
          patterns: [
            { from: path.join(buildDir, 'public'), noErrorOnMissing: true },
            { from: path.join(dir, 'public'), noErrorOnMissing: true },
          ],
        }),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          manifest: true,
          shared: sharedDependencies,
          runtimePlugins,
          dts: false,
          experiments: isDev ? undefined : federationRuntimeSharing(isHost),
        }),
        ...(isHost && !isDev ? [new PreloadShellChunksPlugin()] : []),
        ...(isDev ? [] : [new CompileHintsPlugin(), ...precompressPlugins()]),
      ],
      optimization: { splitChunks: isHost ? { chunks: 'async' } : undefined },
      performance: { hints: false },
      // Lazy compilation defers the async `import('./bootstrap')` boundary that Module Federation
      // needs, and the page then never starts in development.
      lazyCompilation: false,
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: serveLocalBackendConfig,
      },
    };
  };
}
