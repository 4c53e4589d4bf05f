import { whenPageSettled, type RemoteModuleId } from '@likegripe/shared-core';
import { loadRemoteAhead } from '../../remotes/remote-component';
import { OPENERS, screenOf } from './intent-prefetch';

/** How long a busy page waits for an idle moment before loading the code anyway. */
const IDLE_TIMEOUT_MS = 2000;

function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/** The other screens that the page's links and cards lead to. */
function linkedScreens(): Set<RemoteModuleId> {
  const screens = new Set<RemoteModuleId>();
  for (const opener of document.querySelectorAll(OPENERS)) {
    const screen = screenOf(opener);
    if (screen) screens.add(screen.id);
  }
  return screens;
}

/**
 * Once the page has settled, loads the code of every screen its links lead to (a card's post, an
 * author's profile, the create form), one at a time at idle moments: a tap on a link then waits
 * only for the next screen's data, which the tap's own prefetch asks for. A module loads once;
 * a failed load is left to the slot that needs it.
 */
export async function preloadLinkedScreens(): Promise<void> {
  await whenPageSettled();
  await idleMoment();
  for (const id of linkedScreens()) {
    await loadRemoteAhead(id);
    await idleMoment();
  }
}
