import { whenIdle, whenPageSettled, type RemoteModuleId } from '@likegripe/shared-core';
import { loadRemoteAhead } from '../../remotes/remote-component';
import { preloadRemoteModule } from '../../remotes/remote-registry';
import { OPENERS, screenOf } from './intent-prefetch';

/** How long a busy page waits for an idle moment before going on anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * What a reader does before a tap: scrolling or a key. Not a touch: a tap that is the page's first
 * act already loads its own screen, and loading every other screen beside it would slow it.
 */
const ACTIVITY_EVENTS = ['scroll', 'wheel', 'keydown'] as const;

let active: Promise<void> | undefined;

/** Resolves at the reader's first activity on this page. */
function firstActivity(): Promise<void> {
  active ??= new Promise((resolve) => {
    const options = { capture: true, passive: true, once: true };
    const done = () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, done, options);
      resolve();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, done, options);
  });
  return active;
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
 * Readies the screens the page's links lead to (a card's post, an author's profile, the create
 * form), so a tap on one waits only for its data, which the tap's own prefetch asks for. Once the
 * page has settled their files download; at the reader's first activity (a scroll, a key)
 * their code runs, one module at a time at idle moments. Running it unasked would be main-thread
 * work in the page's load for a visitor who may never tap. A failed load is left to the slot.
 */
export async function preloadLinkedScreens(): Promise<void> {
  await whenPageSettled();
  await whenIdle(IDLE_TIMEOUT_MS);
  const screens = linkedScreens();
  screens.forEach(preloadRemoteModule);
  await firstActivity();
  for (const id of screens) {
    await whenIdle(IDLE_TIMEOUT_MS);
    await loadRemoteAhead(id);
  }
}
