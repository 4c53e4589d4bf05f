import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules } from '@likegripe/shared-core';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * A lazy component for a remote's exposed module. `attempt` makes a new lazy component after a
 * failure, so Retry loads the remote again instead of replaying React's cached rejection.
 */
export function remoteComponent(id: RemoteModuleId, attempt = 0) {
  const key = `${id}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemote<RemoteModules[typeof id]>(id);
      if (!module) throw new Error(`${id} is not available`);
      return module;
    });
    cache.set(key, component);
  }
  return component;
}
