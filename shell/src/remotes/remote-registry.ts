import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig, RemoteModuleId, RemoteName } from '@likegripe/shared-core';

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

/**
 * Starts downloading a remote module (manifest, remoteEntry and the module's chunks together)
 * before React asks for it. A failure here is left to the slot that loads the module.
 */
export function preloadRemoteModule(id: RemoteModuleId) {
  const [name, expose] = id.split('/');
  if (!name || !expose || !entries[name as RemoteName]) return;
  try {
    void Promise.resolve(preloadRemote([{ nameOrAlias: name, exposes: [`./${expose}`] }])).catch(
      () => undefined,
    );
  } catch {
    // Never in the way of the start: RemoteSlot loads the module and shows its own error.
  }
}
