import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules } from '@likegripe/shared-core';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();
const loadedAhead = new Map<RemoteModuleId, ComponentType>();

async function loadScreen(id: RemoteModuleId) {
  const module = await loadRemote<RemoteModules[typeof id]>(id);
  if (!module) throw new Error(`${id} is not available`);
  return module;
}

/**
 * Loads a remote module before React renders, so its slot draws it in the first commit instead of
 * a spinner: the first screen then replaces the page's pre-rendered copy of itself without a gap
 * (ADR 0007). A failure is left to the slot, which loads the module again and shows its own error.
 */
export async function loadRemoteAhead(id: RemoteModuleId): Promise<void> {
  try {
    loadedAhead.set(id, (await loadScreen(id)).default);
  } catch {
    // RemoteSlot shows 'This section is unavailable' with Retry.
  }
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
