// A release: build each app named (or take one build made elsewhere) into a new versioned folder,
// check them against what is live, then switch the live config to them. A refused or failed release
// leaves no folder behind and changes nothing that is live.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, appNamed } from '../remotes.mjs';
import { sourceCommit } from './build-info.mjs';
import { compatibilityProblems, refusal } from './compatibility.mjs';
import { isShell, releasePath } from './live-builds.mjs';
import { switchLive } from './live-switch.mjs';
import { ReleaseError } from './release-error.mjs';
import { releaseDir, repoRoot } from './release-store.mjs';
import { readManifest, sharedVersions } from './shared-versions.mjs';

/** The app named `name`, or a message listing the names there are. */
export function appToRelease(name) {
  const app = appNamed(name ?? '');
  if (!app) {
    const names = APPS.map((each) => each.name).join(', ');
    throw new ReleaseError(`Unknown app "${name ?? ''}". Choose one of: ${names}.`);
  }
  return app;
}

// 2026-11-24T01:41:07.123Z → 20261124.014107
const timestamp = (date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '.');

/** Creates the release's folder under a name no release has had; never reuses one. */
async function claimVersion(releasesDir, app, builtAt) {
  const { version } = JSON.parse(
    readFileSync(path.join(repoRoot, app.dir, 'package.json'), 'utf8'),
  );
  const base = `${version}-${timestamp(builtAt)}`;
  await mkdir(path.join(releasesDir, app.name), { recursive: true });
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      await mkdir(releaseDir(releasesDir, app.name, candidate));
      return { version: candidate, packageVersion: version };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
}

/** The package's own production build (its `build` script), written into `dir`. */
function build(app, dir, version) {
  try {
    execFileSync('pnpm', ['--filter', app.package, 'run', 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      // The shell's page names its chunks by absolute path, so they must carry the release's path.
      env: { ...process.env, RELEASE_OUTPUT_DIR: dir, RELEASE_PUBLIC_PATH: releasePath(version) },
    });
  } catch {
    throw new ReleaseError(`The build of ${app.name} failed (see above). Nothing went live.`);
  }
}

async function copyBuild(app, from, dir) {
  if (isShell(app)) {
    throw new ReleaseError(
      'The shell cannot be released from a build made elsewhere: its page names its files by the ' +
        "release's own path. Run npm run release -- shell to build it.",
    );
  }
  if (!existsSync(path.join(from, 'mf-manifest.json'))) {
    throw new ReleaseError(`${from} holds no mf-manifest.json: it is not a build of ${app.name}.`);
  }
  await cp(from, dir, { recursive: true });
}

/** The shell or remotes named, each once, or a message saying what to name. */
function appsToRelease(appNames, from) {
  if (appNames.length === 0) {
    const names = APPS.map((each) => each.name).join(', ');
    throw new ReleaseError(`Name what to release: one or more of ${names}.`);
  }
  const apps = [...new Set(appNames)].map(appToRelease);
  if (from && apps.length > 1) {
    throw new ReleaseError('--from takes the build of one app; name only that app.');
  }
  return apps;
}

/**
 * Releases the apps named, together: each gets a new build (or, for one remote, a copy of the
 * finished build in `from`, e.g. a CI artifact); all are checked against each other and what stays
 * live, then switched in one step (a contract change that breaks both sides goes out this way).
 * Returns their release.json records and the versions that were live before.
 */
export async function release({ appNames, from, releasesDir }) {
  const apps = appsToRelease(appNames, from);
  const builtAt = new Date();
  const claimed = [];
  try {
    for (const app of apps) {
      const { version, packageVersion } = await claimVersion(releasesDir, app, builtAt);
      claimed.push({
        app,
        version,
        packageVersion,
        dir: releaseDir(releasesDir, app.name, version),
      });
    }
    for (const { app, version, dir } of claimed) {
      if (from) await copyBuild(app, path.resolve(from), dir);
      else build(app, dir, version);
    }
    const candidates = [];
    for (const each of claimed) {
      const manifest = await readManifest(each.dir);
      if (!manifest)
        throw new ReleaseError(`The build of ${each.app.name} has no mf-manifest.json.`);
      candidates.push({ ...each, manifest, label: `${each.app.name} ${each.version}` });
    }
    const problems = await compatibilityProblems({ releasesDir, candidates });
    if (problems.length > 0) {
      const label = candidates.map((candidate) => candidate.label).join(' with ');
      throw new ReleaseError(refusal(label, problems, 'Nothing went live.'));
    }
    const records = [];
    for (const { app, version, packageVersion, dir, manifest } of candidates) {
      const record = {
        app: app.name,
        version,
        packageVersion,
        builtAt: builtAt.toISOString(),
        ...sourceCommit(),
        source: from ? `copied from ${path.resolve(from)}` : 'built',
        ...sharedVersions(manifest),
      };
      await writeFile(path.join(dir, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
      records.push(record);
    }
    const previous = await switchLive(releasesDir, records, 'release');
    return { releases: records, previous };
  } catch (error) {
    await Promise.all(claimed.map(({ dir }) => rm(dir, { recursive: true, force: true })));
    throw error;
  }
}
