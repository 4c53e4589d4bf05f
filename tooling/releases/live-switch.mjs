// Makes releases live, in one write of live.json, and writes down when and from what (not who:
// /releases shows it to anyone who can reach the site).
import { appendHistory, readLive, writeLive } from './release-store.mjs';

/**
 * Switches each release's app to it (`releases`: release.json records); returns app name → the
 * version that was live before (null: its dist/).
 */
export async function switchLive(releasesDir, releases, action) {
  const live = readLive(releasesDir);
  const at = new Date().toISOString();
  const previous = Object.fromEntries(
    releases.map((release) => [release.app, live[release.app]?.version ?? null]),
  );
  // Field by field, so a name an older release wrote down is dropped at the next switch.
  const next = Object.fromEntries(
    Object.entries(live).map(([app, { version, since }]) => [app, { version, since }]),
  );
  for (const release of releases) next[release.app] = { version: release.version, since: at };
  await writeLive(releasesDir, next);
  for (const release of releases) {
    await appendHistory(releasesDir, {
      at,
      action,
      app: release.app,
      version: release.version,
      previous: previous[release.app],
      commit: release.commit,
    });
  }
  return previous;
}
