// Tap -> result, timed inside the page: from the tap's pointerdown (or the key's keydown) to the
// first task after the frame that shows the result. Timing from Node would add the DevTools
// protocol's round trips, and polling the page for the result would put work on the very main
// thread whose paint is being timed.
import type { BrowserContext, Page } from 'playwright-core';

/** What shows once the tap has been handled: an element, by CSS and optionally its name. */
export interface TapResult {
  selector: string;
  /** A regular expression the element's aria-label or text must match. */
  name?: string;
  /** The element must be gone instead (a deleted comment). */
  gone?: boolean;
  /** The address's path must start with this (a navigation). */
  path?: string;
  /** The element must be inside the closest `selector` whose text includes `text`. */
  inside?: { selector: string; text: string };
}

interface TimerWindow {
  __benchTap?: {
    arm(result: TapResult): void;
    startedAt: number | null;
    shownAt: number | null;
  };
}

/**
 * Every page of `context` can time one tap. `arm(result)` throws if the result already shows. The
 * start is the input event's `timeStamp` (when the browser received it, so the wait for the main
 * thread counts); a MutationObserver checks the result after each change of the page, and once it
 * shows, a requestAnimationFrame callback posts a message: the message runs after that frame was
 * drawn, and its `performance.now()` is the end.
 */
export async function addTapTimer(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  await context.addInitScript(`
if (window.top === window) {
  let wanted = null;
  let scheduled = false;
  const visible = (element) =>
    element.checkVisibility({ visibilityProperty: true });
  const nameOf = (element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\\s+/g, ' ').trim();
  const shows = (result) => {
    if (result.path && !window.location.pathname.startsWith(result.path)) return false;
    const pattern = result.name ? new RegExp(result.name) : null;
    const inside = (element) =>
      !result.inside ||
      (element.closest(result.inside.selector)?.textContent ?? '').includes(result.inside.text);
    const found = [...document.querySelectorAll(result.selector)].some(
      (element) =>
        visible(element) && (!pattern || pattern.test(nameOf(element))) && inside(element),
    );
    return result.gone ? !found : found;
  };
  const state = {
    startedAt: null,
    shownAt: null,
    arm(result) {
      if (shows(result)) throw new Error('The result already shows: ' + JSON.stringify(result));
      wanted = result;
      state.startedAt = null;
      state.shownAt = null;
      scheduled = false;
    },
  };
  const started = (event) => {
    if (wanted && event.isTrusted && state.startedAt === null) state.startedAt = event.timeStamp;
  };
  window.addEventListener('pointerdown', started, { capture: true });
  window.addEventListener('keydown', started, { capture: true });
  new MutationObserver(() => {
    if (!wanted || state.startedAt === null || scheduled || !shows(wanted)) return;
    scheduled = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.shownAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__benchTap = state;
}`);
}

export async function armTapTimer(page: Page, result: TapResult): Promise<void> {
  await page.evaluate((wanted) => (window as TimerWindow).__benchTap?.arm(wanted), result);
}

/** Waits (polling every 100 ms, off the frames) for the result and returns tap -> result in ms. */
export async function readTapTime(page: Page, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const state = (window as TimerWindow).__benchTap;
      if (!state || state.startedAt === null || state.shownAt === null) return null;
      return state.shownAt - state.startedAt;
    },
    undefined,
    { polling: 100, timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}
