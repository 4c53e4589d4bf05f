import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig, RemoteName } from '@likegripe/shared-core';

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers every remote of app-config.json; no remote URL is part of the shell's build. */
export function registerConfiguredRemotes(remotes: AppConfig['remotes']) {
  entries = remotes;
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/** Forgets a remote's cached load (or failure) so the next load fetches its manifest again. */
export function resetRemote(name: string) {
  const entry = entries[name as RemoteName];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
