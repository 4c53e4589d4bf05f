// Where releases live and which is live. `<releases dir>/<app>/<version>/` holds one build that is
// never changed, with its release.json; live.json names each app's live version; history.jsonl
// records every switch. An app with no live release is served from its package's dist/.
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** `RELEASES_DIR` (a test's own folder), else `releases/` in the local data folder (`DATA_DIR`). */
export function defaultReleasesDir() {
  const { RELEASES_DIR, DATA_DIR } = process.env;
  if (RELEASES_DIR) return path.resolve(RELEASES_DIR);
  return path.join(path.resolve(DATA_DIR ?? path.join(repoRoot, '.data')), 'releases');
}

// A version is a folder name and a URL segment: no separators, no dot-dot.
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

export const isVersionName = (version) =>
  typeof version === 'string' && VERSION_NAME.test(version) && !version.includes('..');

export const releaseDir = (releasesDir, appName, version) =>
  path.join(releasesDir, appName, version);

/** The folder of an app's build in its package (what is served when nothing is released). */
export const distDir = (app) => path.join(repoRoot, app.dir, 'dist');

export { repoRoot };

const liveFile = (releasesDir) => path.join(releasesDir, 'live.json');
const historyFile = (releasesDir) => path.join(releasesDir, 'history.jsonl');

/**
 * App name → `{ version, since }` of its live release. Read synchronously: the site reads it on
 * every page load, and it is a few hundred bytes.
 */
export function readLive(releasesDir) {
  if (!releasesDir || !existsSync(liveFile(releasesDir))) return {};
  return JSON.parse(readFileSync(liveFile(releasesDir), 'utf8'));
}

/** Replaces live.json in one step (a rename), so a page load never reads half a file. */
export async function writeLive(releasesDir, live) {
  await mkdir(releasesDir, { recursive: true });
  const next = `${liveFile(releasesDir)}.${process.pid}.next`;
  await writeFile(next, `${JSON.stringify(live, null, 2)}\n`);
  await rename(next, liveFile(releasesDir));
}

export async function appendHistory(releasesDir, entry) {
  await mkdir(releasesDir, { recursive: true });
  await appendFile(historyFile(releasesDir), `${JSON.stringify(entry)}\n`);
}

/** Every switch, oldest first. */
export async function readHistory(releasesDir) {
  if (!releasesDir || !existsSync(historyFile(releasesDir))) return [];
  const text = await readFile(historyFile(releasesDir), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The release.json of one release, or null when there is no such (finished) release. */
export async function readRelease(releasesDir, appName, version) {
  if (!isVersionName(version)) return null;
  const file = path.join(releaseDir(releasesDir, appName, version), 'release.json');
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8'));
}

/** An app's finished releases, oldest first (a folder without release.json is still building). */
export async function listReleases(releasesDir, appName) {
  const folder = path.join(releasesDir, appName);
  if (!existsSync(folder)) return [];
  const versions = await readdir(folder);
  const releases = await Promise.all(
    versions.map((version) => readRelease(releasesDir, appName, version)),
  );
  return releases
    .filter(Boolean)
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt) || a.version.localeCompare(b.version));
}
