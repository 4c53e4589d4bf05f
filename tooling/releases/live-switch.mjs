// Makes releases live, in one write of live.json, and writes down who did it, when, and from what.
import { appendHistory, readLive, writeLive } from './release-store.mjs';
import { releasedBy } from './build-info.mjs';

/**
 * Switches each release's app to it (`releases`: release.json records); returns app name → the
 * version that was live before (null: its dist/).
 */
export async function switchLive(releasesDir, releases, action) {
  const live = readLive(releasesDir);
  const at = new Date().toISOString();
  const by = releasedBy();
  const previous = Object.fromEntries(
    releases.map((release) => [release.app, live[release.app]?.version ?? null]),
  );
  const next = { ...live };
  for (const release of releases) next[release.app] = { version: release.version, since: at, by };
  await writeLive(releasesDir, next);
  for (const release of releases) {
    await appendHistory(releasesDir, {
      at,
      action,
      app: release.app,
      version: release.version,
      previous: previous[release.app],
      by,
      commit: release.commit,
    });
  }
  return previous;
}
