// Lint for the whole repo. Import boundaries follow STYLE.md: shared → features → app, no remote
// imports another remote, no feature imports another feature.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import * as sharedRouter from './tooling/shared-facades/react-router-dom.mjs';

const remotes = ['feed-mfe', 'post-mfe', 'profile-mfe', 'auth-mfe', 'notifications-mfe'];
const apps = ['shell', ...remotes];

const featureZones = apps.flatMap((app) => {
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

const appZones = apps.map((app) => ({
  target: `./${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'A remote never imports another remote (or the shell); talk through bus events.',
}));

// react-router-dom is shared through a tree-shaken facade: only what it lists exists at run time.
// Other entry points of shared libraries would bundle a second, unshared copy.
const routerImports = {
  paths: [
    {
      name: 'react-router-dom',
      allowImportNames: Object.keys(sharedRouter),
      allowTypeImports: true,
      message: 'Add it to tooling/shared-facades/react-router-dom.mjs first (the shared router).',
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
  ],
};

const sharedZones = ['shared-ui', 'shared-core'].map((lib) => ({
  target: `./${lib}`,
  from: apps.map((app) => `./${app}`),
  message: 'Shared packages never import an app.',
}));

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appZones, ...sharedZones, ...featureZones] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-restricted-imports': ['error', routerImports],
    },
  },
  {
    files: ['tooling/shared-facades/**'],
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
