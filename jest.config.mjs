// One jest run for every browser-side package; each package is a project with its own rootDir.
import { fileURLToPath } from 'node:url';
import { APPS } from './tooling/remotes.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
];

const browserPackages = [
  ['@likegripe/shared-core', 'shared-core'],
  ['@likegripe/shared-ui', 'shared-ui'],
  ...APPS.map((app) => [app.package, app.dir]),
];

export default {
  // No watchman on these machines; jest waits for it otherwise.
  watchman: false,
  projects: browserPackages.map(([name, dir]) => ({
    displayName: name,
    rootDir: `${root}${dir}`,
    testEnvironment: 'jsdom',
    // Node's builds, not the browser's: msw/node (the tests' HTTP fake) has none for the browser.
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // .mjs too: a test may read the registry (tooling/remotes.mjs), an ES module.
    transform: { '^.+\\.m?[jt]sx?$': swcTransform },
    // Dependencies that ship only as ES modules (msw's, jose) are compiled like our code.
    transformIgnorePatterns: [
      '/node_modules/(?!(msw/node_modules/)?(rettime|until-async|@open-draft|jose)/)',
    ],
    // jest runs CommonJS: the supabase stand-ins' deep imports of functions-js's ES build map to the
    // same files of its CommonJS build, which its package entry also gives.
    moduleNameMapper: {
      '^@supabase/functions-js/dist/module/(.*)$': '@supabase/functions-js/dist/main/$1',
    },
    setupFiles: [`${root}tooling/jest/jest-polyfills.ts`],
    setupFilesAfterEnv: [`${root}tooling/jest/jest-setup.ts`],
  })),
};
