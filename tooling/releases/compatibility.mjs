// The check before anything goes live: every shared library a remote requires must be met by the
// version the shell beside it provides. The builds going live are checked against each other and
// against the live builds they will run with. shared-core carries the bus contract and the store
// helpers, so its range is the contract's.
import { REMOTES, SHELL } from '../remotes.mjs';
import { describeBuild, liveBuild } from './live-builds.mjs';
import { readLive } from './release-store.mjs';
import { readManifest, sharedVersions, unmetRequirements } from './shared-versions.mjs';

async function liveSide(releasesDir, app, live) {
  const build = liveBuild(releasesDir, app, live);
  return { manifest: await readManifest(build.dir), label: `the live ${describeBuild(build)}` };
}

/**
 * What would break if `candidates` (`{ app, manifest, label }`, the builds about to go live) were
 * live beside the live builds of the other apps: one sentence per unmet requirement. Pairs of live
 * builds that stay live are not checked again.
 */
export async function compatibilityProblems({ releasesDir, candidates }) {
  const live = readLive(releasesDir);
  const going = new Map(candidates.map((candidate) => [candidate.app.name, candidate]));
  const shellChanges = going.has(SHELL.name);
  const shell = going.get(SHELL.name) ?? (await liveSide(releasesDir, SHELL, live));
  if (!shell.manifest) {
    return [
      `${shell.label} has no mf-manifest.json saying which versions it provides: build the ` +
        'shell again (pnpm --filter shell run build) or release it first',
    ];
  }
  const { provides } = sharedVersions(shell.manifest);
  const problems = [];
  for (const remote of REMOTES) {
    if (!shellChanges && !going.has(remote.name)) continue;
    const side = going.get(remote.name) ?? (await liveSide(releasesDir, remote, live));
    if (!side.manifest) continue; // Not built: nothing of it can load, so nothing can break.
    const { requires } = sharedVersions(side.manifest);
    for (const unmet of unmetRequirements(requires, provides)) {
      problems.push(
        `${side.label} requires ${unmet.library} ${unmet.range}, but ${shell.label} provides ${unmet.version}`,
      );
    }
  }
  return problems;
}

/** The message of a release or rollback the check refused. */
export const refusal = (label, problems, outcome) =>
  `Refused: ${label} does not fit what is live.\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
  outcome;
