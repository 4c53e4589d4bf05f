// One jest run for every browser-side package; each package is a project with its own rootDir.
import { fileURLToPath } from 'node:url';

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
  ['shell', 'shell'],
  ['feed-mfe', 'feed-mfe'],
  ['post-mfe', 'post-mfe'],
  ['profile-mfe', 'profile-mfe'],
  ['auth-mfe', 'auth-mfe'],
  ['notifications-mfe', 'notifications-mfe'],
];

export default {
  // No watchman on these machines; jest waits for it otherwise.
  watchman: false,
  projects: browserPackages.map(([name, dir]) => ({
    displayName: name,
    rootDir: `${root}${dir}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    setupFiles: [`${root}tooling/jest-polyfills.ts`],
    setupFilesAfterEnv: [`${root}tooling/jest-setup.ts`],
  })),
};
