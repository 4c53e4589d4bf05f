// The one list of the shell and the remotes: every config that needs a remote's name, package,
// folder or port (builds, dev servers, the served site, releases, lint zones, jest, type checks, the
// bench) derives it from here, so adding a remote is one entry.
import path from 'node:path';

/** The host application. */
export const SHELL = { name: 'shell', package: 'shell', dir: 'shell', port: 3000 };

/**
 * Each remote: its federation name (the shell loads `<name>/App`), its workspace package and
 * folder, and the port its dev server (and the local served site) uses, the shell's port + n.
 */
export const REMOTES = [
  { name: 'feed', package: 'feed-mfe', dir: 'feed-mfe', port: 3001 },
  { name: 'post', package: 'post-mfe', dir: 'post-mfe', port: 3002 },
  { name: 'profile', package: 'profile-mfe', dir: 'profile-mfe', port: 3003 },
  { name: 'auth', package: 'auth-mfe', dir: 'auth-mfe', port: 3004 },
  { name: 'notifications', package: 'notifications-mfe', dir: 'notifications-mfe', port: 3005 },
  { name: 'moderation', package: 'moderation-mfe', dir: 'moderation-mfe', port: 3006 },
];

/** The shell and every remote, in build order. */
export const APPS = [SHELL, ...REMOTES];

/** The remote with this federation name, or undefined. */
export const remoteNamed = (name) => REMOTES.find((remote) => remote.name === name);

/** The shell or the remote with this federation name, or undefined. */
export const appNamed = (name) => APPS.find((app) => app.name === name);

/** The app whose package lives in `dir` (an absolute path or one relative to the repository). */
export const appInDir = (dir) => APPS.find((app) => app.dir === path.basename(dir));

/** An app's port when the shell is served on `shellPort` (the site's ports are one block). */
export const portOf = (app, shellPort = SHELL.port) => shellPort + (app.port - SHELL.port);

/** The dev servers' remote map of app-config.json: each remote's manifest on its own port. */
export const devRemoteManifests = () =>
  Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port}/mf-manifest.json`]),
  );
