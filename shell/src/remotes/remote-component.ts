import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type {
  RemoteModuleId,
  RemoteModules,
  ScreenModule,
  ScreenPreparation,
} from '@likegripe/shared-core';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();
const loadedAhead = new Map<RemoteModuleId, ComponentType>();

async function loadScreen(id: RemoteModuleId) {
  const module = await loadRemote<RemoteModules[typeof id]>(id);
  if (!module) throw new Error(`${id} is not available`);
  return module;
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
  let module: RemoteModules[typeof id];
  try {
    module = await loadScreen(id);
  } catch {
    return; // RemoteSlot shows 'This section is unavailable' with Retry.
  }
  loadedAhead.set(id, module.default);
  if (preparation) await prepare(module, preparation);
}

/**
 * The component for a remote's exposed module: the module itself once loaded ahead, else a lazy
 * component. `attempt` makes a new lazy component after a failure, so Retry loads the remote again
 * instead of replaying React's cached rejection.
 */
export function remoteComponent(id: RemoteModuleId, attempt = 0): ComponentType {
  const ready = attempt === 0 ? loadedAhead.get(id) : undefined;
  if (ready) return ready;
  const key = `${id}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadScreen(id));
    cache.set(key, component);
  }
  return component;
}
