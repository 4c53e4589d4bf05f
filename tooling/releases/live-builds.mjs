// Where each app's live build is: its live release, or its package's dist/ when none is released.
import { APPS, SHELL } from '../remotes.mjs';
import { distDir, readLive, releaseDir } from './release-store.mjs';

/** The URL path a release's files are served under, on its app's own origin. */
export const releasePath = (version) => `/releases/${version}/`;

/**
 * `{ app, version, dir, path }` of an app's live build: `version` is null for dist/, and `path` is
 * the URL path its files are served under.
 */
export function liveBuild(releasesDir, app, live = readLive(releasesDir)) {
  const version = live[app.name]?.version ?? null;
  if (!version) return { app, version, dir: distDir(app), path: '/' };
  return {
    app,
    version,
    dir: releaseDir(releasesDir, app.name, version),
    path: releasePath(version),
  };
}

/** The live build of the shell and of every remote, read from one live.json. */
export function liveBuilds(releasesDir) {
  const live = readLive(releasesDir);
  return Object.fromEntries(APPS.map((app) => [app.name, liveBuild(releasesDir, app, live)]));
}

/** How a live build is named in messages and on the releases page. */
export const describeBuild = (build) =>
  build.version
    ? `${build.app.name} ${build.version}`
    : `${build.app.name} (${build.app.dir}/dist)`;

export const isShell = (app) => app.name === SHELL.name;
