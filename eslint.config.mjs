// Lint for the whole repo. Imports flow one way, shared → features → app: no remote
// imports another remote, no feature imports another feature, only `src/api` touches Supabase.
// `node scripts/check-lint-boundaries.mjs` proves each boundary still fires on a planted violation.
// The rules that need types (a promise nobody handles) run in oxlint instead (.oxlintrc.json), on
// TypeScript 7's compiler, far sooner than typescript-eslint.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import * as sharedRouter from './tooling/build/shared-facades/react-router-dom.mjs';
import { APPS, REMOTES, SHELL } from './tooling/remotes.mjs';

const appDirs = APPS.map((app) => app.dir);
const sharedDirs = ['shared-core', 'shared-ui'];
/** The code that runs in the browser: every app and the shared packages. */
const browserDirs = [...appDirs, ...sharedDirs];
const sourcesOf = (dirs) => dirs.map((dir) => `${dir}/src/**/*.{ts,tsx}`);

const featureZones = appDirs.flatMap((app) => {
  const dir = `./${app}/src/features`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${dir}/${entry.name}`,
      from: dir,
      except: [`./${entry.name}`],
      message: 'Features never import each other; share through shared-core or the bus.',
    }));
});

const appZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote.dir}`,
    from: appDirs.filter((dir) => dir !== remote.dir).map((dir) => `./${dir}`),
    message: 'A remote never imports another remote (or the shell); talk through bus events.',
  })),
  {
    target: `./${SHELL.dir}`,
    from: REMOTES.map((remote) => `./${remote.dir}`),
    message: 'The shell loads a remote through federation (`<name>/App`), never from its source.',
  },
];

const layerZones = [
  ...appDirs.map((app) => ({
    target: `./${app}/src/api`,
    from: `./${app}/src/features`,
    message: 'The api layer serves features; it never imports one.',
  })),
  ...sharedDirs.map((lib) => ({
    target: `./${lib}`,
    from: appDirs.map((app) => `./${app}`),
    message: 'Shared packages never import an app.',
  })),
  {
    target: './shared-ui',
    from: './shared-core',
    message: 'shared-ui takes data through props and knows no domain rule; pass it from the app.',
  },
];

// react-router-dom is shared through a tree-shaken facade: only what it lists exists at run time.
// Other entry points of shared libraries would bundle a second, unshared copy.
const routerImportPaths = [
  {
    name: 'react-router-dom',
    allowImportNames: Object.keys(sharedRouter),
    allowTypeImports: true,
    message:
      'Add it to tooling/build/shared-facades/react-router-dom.mjs first (the shared router).',
  },
  {
    name: '@reduxjs/toolkit/query',
    allowTypeImports: true,
    message:
      "Import from '@reduxjs/toolkit/query/react' (shared); this path bundles a second RTK Query.",
  },
  ...['react-router', 'react-router/dom'].map((name) => ({
    name,
    allowTypeImports: true,
    message: "Import from 'react-router-dom' (the shared router); another path is a second copy.",
  })),
];

// The browser builds swap parts of supabase-js for stand-ins that load the real part on first use
// (shared-core/src/supabase/lazy-*.ts); storage-js's error class is the one name they cannot give.
const standInImportPaths = [
  {
    name: '@supabase/supabase-js',
    importNames: ['StorageApiError'],
    allowTypeImports: true,
    message:
      'Undefined in the browser builds (storage-js loads only to remove files); tell a storage error by its status or message.',
  },
];

// Data access lives in `src/api`, as endpoints on the shared api; types stay importable anywhere.
const supabaseImportPaths = [
  {
    name: '@likegripe/shared-core',
    importNames: ['getSupabase', 'initSupabase'],
    message: 'Only src/api touches the Supabase client; add an endpoint there and use its hook.',
  },
  {
    name: '@supabase/supabase-js',
    allowTypeImports: true,
    message: 'Only src/api touches the Supabase client; add an endpoint there and use its hook.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.data/**',
      'bench/results/**',
      'e2e/artifacts/**',
      'coverage/**',
      '**/*.tmp.*',
      // Planted violations: they must fail, so only scripts/check-lint-boundaries.mjs lints them.
      'tooling/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Import rules follow only files with these extensions: without `.ts`/`.tsx` here, no-cycle
      // would never look inside a TypeScript module.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      // Without a resolver, extension-less `.ts`/`.tsx` imports do not resolve and every
      // path-based rule below silently skips them.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: '*/tsconfig.json',
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appZones, ...layerZones, ...featureZones] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...routerImportPaths, ...standInImportPaths] },
      ],
    },
  },
  {
    // shared-core is left out: it owns the client.
    files: [...appDirs, 'shared-ui'].map((dir) => `${dir}/src/**`),
    ignores: [
      '**/src/api/**',
      // Tests and their fakes replace the client; they never ship.
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/*.fixtures.{ts,tsx}',
      // The shell's start-up creates the one client every remote then uses.
      `${SHELL.dir}/src/bootstrap.tsx`,
      // Subscribes the session slice to the client's auth events: store set-up, not data access.
      `${SHELL.dir}/src/features/session/session-sync.ts`,
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...routerImportPaths, ...standInImportPaths, ...supabaseImportPaths] },
      ],
    },
  },
  {
    files: [...sourcesOf(browserDirs), 'tooling/lint-fixtures/cycle/**'],
    // Cycles through packages in node_modules are not ours to fix, and parsing their types is slow.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['tooling/build/shared-facades/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.tsx', '**/*.test.ts'],
    ignores: ['backend/**', 'e2e/**', 'bench/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // A test that dereferences a missing value fails loudly, which is what a test should do.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['backend/**', 'e2e/**', 'bench/**', 'scripts/**', 'tooling/**'],
    rules: { 'no-console': 'off' },
  },
);
