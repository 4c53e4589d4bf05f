import type { AppDispatch, RemoteModuleId, ScreenPreparation } from '@likegripe/shared-core';
import { screenRemote } from '../../app/screens';
import { loadRemoteAhead } from '../../remotes/remote-component';

/** A mouse resting this long on a link means to follow it; passing over it on the way does not. */
export const HOVER_INTENT_MS = 65;
/** A screen's data read ahead is read again after this, so a late tap does not find it stale. */
export const PREPARED_FOR_MS = 30_000;

type Prepare = (id: RemoteModuleId, preparation: ScreenPreparation) => Promise<void>;

/**
 * What a tap may open: a link, or an element that opens a screen on click and names it in
 * `data-href` (a feed card: its whole surface opens the post).
 */
export const OPENERS = 'a[href], [data-href]';

/** The in-site screen a link or opener leads to, when it is another screen of the site. */
export function screenOf(
  target: EventTarget | null,
): { id: RemoteModuleId; pathname: string } | null {
  const opener = target instanceof Element ? target.closest(OPENERS) : null;
  if (!opener || opener.getAttribute('target') === '_blank') return null;
  const href = opener.getAttribute('href') ?? opener.getAttribute('data-href') ?? '';
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
    return null;
  }
  const id = screenRemote(url.pathname);
  return id ? { id, pathname: url.pathname } : null;
}

/**
 * Loads a screen's code and first data as soon as a tap on a link to it becomes likely: a finger
 * or mouse button goes down on it, it takes the keyboard's focus, or a mouse rests on it. The tap
 * then finds both ready and the next screen draws in its first frame. Returns the clean-up.
 */
export function prefetchOnIntent(dispatch: AppDispatch, prepare: Prepare = loadRemoteAhead) {
  const preparedAt = new Map<string, number>();
  let hover: { link: Element; timer: ReturnType<typeof setTimeout> } | undefined;

  const prefetch = (target: EventTarget | null) => {
    const screen = screenOf(target);
    if (!screen) return;
    const last = preparedAt.get(screen.pathname);
    if (last !== undefined && Date.now() - last < PREPARED_FOR_MS) return;
    preparedAt.set(screen.pathname, Date.now());
    void prepare(screen.id, { pathname: screen.pathname, dispatch });
  };
  const now = (event: Event) => prefetch(event.target);
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !(event.target instanceof Element)) return;
    const link = event.target.closest(OPENERS);
    if (!link || hover?.link === link) return;
    if (hover) clearTimeout(hover.timer);
    hover = { link, timer: setTimeout(() => prefetch(link), HOVER_INTENT_MS) };
  };
  const onPointerOut = (event: PointerEvent) => {
    if (!hover || !(event.target instanceof Node) || !hover.link.contains(event.target)) return;
    if (event.relatedTarget instanceof Node && hover.link.contains(event.relatedTarget)) return;
    clearTimeout(hover.timer);
    hover = undefined;
  };

  const options = { capture: true, passive: true };
  document.addEventListener('pointerdown', now, options);
  document.addEventListener('touchstart', now, options);
  document.addEventListener('focusin', now, options);
  document.addEventListener('pointerover', onPointerOver, options);
  document.addEventListener('pointerout', onPointerOut, options);
  return () => {
    if (hover) clearTimeout(hover.timer);
    document.removeEventListener('pointerdown', now, options);
    document.removeEventListener('touchstart', now, options);
    document.removeEventListener('focusin', now, options);
    document.removeEventListener('pointerover', onPointerOver, options);
    document.removeEventListener('pointerout', onPointerOut, options);
  };
}
