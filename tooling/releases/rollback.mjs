// Switches an app back to an earlier release (or the one named) without building anything. The
// release is checked against what is live first, as a new one is.
import { compatibilityProblems, refusal } from './compatibility.mjs';
import { switchLive } from './live-switch.mjs';
import { ReleaseError } from './release-error.mjs';
import { appToRelease } from './release.mjs';
import { listReleases, readLive, readRelease, releaseDir } from './release-store.mjs';
import { readManifest } from './shared-versions.mjs';

/** The release made just before the live one (the newest one when nothing of the app is live). */
async function releaseBefore(releasesDir, appName, liveVersion) {
  const releases = await listReleases(releasesDir, appName);
  if (!liveVersion) {
    throw new ReleaseError(`Nothing of ${appName} is released yet: there is nothing to roll back.`);
  }
  const index = releases.findIndex((each) => each.version === liveVersion);
  const earlier = index > 0 ? releases[index - 1] : null;
  if (!earlier) {
    throw new ReleaseError(
      `${appName} ${liveVersion} is its first release: there is none before it.`,
    );
  }
  return earlier;
}

async function namedRelease(releasesDir, appName, version) {
  const found = await readRelease(releasesDir, appName, version);
  if (found) return found;
  const versions = (await listReleases(releasesDir, appName)).map((each) => each.version);
  throw new ReleaseError(
    `${appName} has no release ${version}. Its releases: ${versions.join(', ') || 'none'}.`,
  );
}

/** Makes `version` of `appName` (or the release before the live one) live again. */
export async function rollback({ appName, version, releasesDir }) {
  const app = appToRelease(appName);
  const liveVersion = readLive(releasesDir)[app.name]?.version ?? null;
  const target = version
    ? await namedRelease(releasesDir, app.name, version)
    : await releaseBefore(releasesDir, app.name, liveVersion);
  if (target.version === liveVersion) {
    throw new ReleaseError(`${app.name} ${target.version} is already live.`);
  }
  const manifest = await readManifest(releaseDir(releasesDir, app.name, target.version));
  const label = `${app.name} ${target.version}`;
  const problems = await compatibilityProblems({
    releasesDir,
    candidates: [{ app, manifest, label }],
  });
  if (problems.length > 0) {
    throw new ReleaseError(refusal(label, problems, 'Nothing changed.'));
  }
  const previous = await switchLive(releasesDir, [target], 'rollback');
  return { release: target, previous: previous[app.name] };
}
