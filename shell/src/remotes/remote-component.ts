import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  settledOf,
  type RemoteModuleId,
  type RemoteModules,
  type ScreenModule,
  type ScreenPreparation,
} from '@likegripe/shared-core';

type RemoteModule = RemoteModules[RemoteModuleId];

/** The loads of remote modules, one per module and slot attempt (a Retry is a new attempt). */
const loads = new Map<string, Promise<RemoteModule>>();

const loadKey = (id: RemoteModuleId, attempt: number) => `${id}#${attempt}`;

async function loadScreen(id: RemoteModuleId): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule>(id);
  if (!module) throw new Error(`${id} is not available`);
  return module;
}

/**
 * The load of a remote's exposed module for a slot's `attempt`, started on the first ask and
 * shared by every later one (a slot, a tap's prefetch). Its outcome is followed from the start, so
 * a slot rendered after it settled draws the module at once.
 */
export function remoteModule(id: RemoteModuleId, attempt = 0): Promise<RemoteModule> {
  const key = loadKey(id, attempt);
  let load = loads.get(key);
  if (!load) {
    load = loadScreen(id);
    settledOf(load);
    loads.set(key, load);
  }
  return load;
}

/**
 * How long the first render waits for a screen's first data. Until then the page shows the server's
 * pre-rendered copy, which is inert; past this the screen renders and shows its own loading state.
 */
export const PREPARE_SCREEN_WAIT_MS = 5000;

async function prepare(module: Partial<ScreenModule>, preparation: ScreenPreparation) {
  if (!module.prepareScreen) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PREPARE_SCREEN_WAIT_MS);
  });
  try {
    await Promise.race([module.prepareScreen(preparation), waited]);
  } catch (error) {
    // The screen reads its data again as it renders, and shows the error then.
    console.error(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads a remote module before React renders, and with `preparation` lets the module read its
 * screen's first data, so its slot draws the screen in the first commit instead of a spinner: the
 * first screen then replaces the page's pre-rendered copy of itself without a gap (ADR 0007). A
 * failure to load is left to the slot, which loads the module again and shows its own error.
 */
export async function loadRemoteAhead(
  id: RemoteModuleId,
  preparation?: ScreenPreparation,
): Promise<void> {
  const load = remoteModule(id);
  let module: RemoteModule;
  try {
    module = await load;
  } catch {
    // The slot loads the module again when it renders, and shows its own error if that fails.
    if (loads.get(loadKey(id, 0)) === load) loads.delete(loadKey(id, 0));
    return;
  }
  if (preparation) await prepare(module, preparation);
}
