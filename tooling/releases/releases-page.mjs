// What is live, for people: GET /releases on the shell's port (plain HTML) and /releases.json.
import { APPS } from '../remotes.mjs';
import { liveBuilds } from './live-builds.mjs';
import { readHistory, readLive, readRelease } from './release-store.mjs';

const RECENT_SWITCHES = 20;

/** Each app's live build: its release (version, when it went live, which commit) or dist/. */
export async function liveReleases(releasesDir) {
  const live = releasesDir ? readLive(releasesDir) : {};
  const builds = releasesDir ? liveBuilds(releasesDir) : {};
  const apps = await Promise.all(
    APPS.map(async (app) => {
      const entry = live[app.name];
      if (!entry) return { app: app.name, version: null, served: `${app.dir}/dist` };
      const release = await readRelease(releasesDir, app.name, entry.version);
      return {
        app: app.name,
        version: entry.version,
        since: entry.since,
        builtAt: release?.builtAt ?? null,
        commit: release?.commit ?? null,
        uncommittedChanges: release?.uncommittedChanges ?? null,
        served: builds[app.name]?.path,
      };
    }),
  );
  const history = releasesDir ? await readHistory(releasesDir) : [];
  // Field by field: lines written before releases stopped naming who made them still carry a name.
  const recent = history
    .slice(-RECENT_SWITCHES)
    .reverse()
    .map(({ at, action, app, version, previous, commit }) => ({
      at,
      action,
      app,
      version,
      previous,
      commit,
    }));
  return { apps, recent };
}

const escape = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character],
  );

const build = (entry) =>
  entry.commit
    ? `${entry.commit.slice(0, 12)}${entry.uncommittedChanges ? ' with uncommitted changes' : ''}`
    : '';

// 2026-11-24T02:00:07.595Z → 2026-11-24 02:00:07 UTC
const when = (iso) => (iso ? `${iso.replace('T', ' ').replace(/\.\d+Z$/, '')} UTC` : '');

const LIVE_COLUMNS = ['App', 'Version', 'Live since', 'Build (commit)'];
const SWITCH_COLUMNS = ['When', 'What', 'App', 'Version', 'Before'];

/** A table whose rows become labelled blocks on a narrow screen (each cell names its column). */
function table(columns, rows) {
  const head = columns.map((column) => `<th scope="col">${column}</th>`).join('');
  const body = rows.map(
    (cells) =>
      `<tr>${cells
        .map((cell, index) => `<td data-label="${columns[index]}">${escape(cell)}</td>`)
        .join('')}</tr>`,
  );
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body.join('\n')}\n</tbody>\n</table>`;
}

/** The page: one table of what is live, one of the latest switches. */
export function releasesPage({ apps, recent }) {
  const liveRows = apps.map((entry) =>
    entry.version
      ? [entry.app, entry.version, when(entry.since), build(entry)]
      : [entry.app, `not released (serving ${entry.served})`, '', ''],
  );
  const switchRows = recent.map((entry) => [
    when(entry.at),
    entry.action,
    entry.app,
    entry.version,
    entry.previous ?? 'dist/',
  ]);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>What is live - Like and Gripe</title>
<style>
body { margin: 0 auto; max-width: 1100px; padding: 16px; font-family: system-ui, sans-serif; color: #1a1d2e; }
table { width: 100%; border-collapse: collapse; margin-bottom: 32px; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e3e6ee; overflow-wrap: break-word; vertical-align: top; }
@media (max-width: 640px) {
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  tr { display: block; padding: 8px 0; border-bottom: 1px solid #e3e6ee; }
  td { display: grid; grid-template-columns: 8rem minmax(0, 1fr); gap: 8px; border: 0; padding: 2px 0; overflow-wrap: anywhere; }
  td::before { content: attr(data-label); font-weight: 600; }
}
</style>
</head>
<body>
<main>
<h1>What is live</h1>
${table(LIVE_COLUMNS, liveRows)}
<h2>Latest switches</h2>
${switchRows.length ? table(SWITCH_COLUMNS, switchRows) : '<p>No release yet.</p>'}
<p>The same as JSON: <a href="/releases.json">/releases.json</a>.</p>
</main>
</body>
</html>
`;
}
