// What a build shares, read from its mf-manifest.json, and whether one build's required ranges are
// met by the versions another provides. The shell provides the singletons (shared-core with the bus
// contract and the store, shared-ui, React, the router, supabase-js…) that every remote then uses.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';

/** `{ provides: library → version, requires: library → range }` of a build's manifest. */
export function sharedVersions(manifest) {
  const provides = {};
  const requires = {};
  for (const entry of manifest.shared ?? []) {
    if (typeof entry.version === 'string') provides[entry.name] = entry.version;
    if (typeof entry.requiredVersion === 'string') requires[entry.name] = entry.requiredVersion;
  }
  return { provides, requires };
}

/** The manifest of the build in `dir`, or null when it has none. */
export async function readManifest(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * Each library whose required range the provided version does not satisfy. A library the provider
 * does not share is left out: the requiring build then uses its own copy.
 */
export function unmetRequirements(requires, provides) {
  return Object.entries(requires)
    .filter(([library]) => library in provides)
    .filter(([library, range]) => !semver.satisfies(provides[library], range))
    .map(([library, range]) => ({ library, range, version: provides[library] }));
}
