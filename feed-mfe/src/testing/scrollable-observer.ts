import { act } from '@testing-library/react';

/**
 * An IntersectionObserver stand-in whose elements a test moves into and out of the viewport
 * (`show`). Install it as `window.IntersectionObserver` and clear `watched` after each test.
 */
export class ScrollableObserver {
  static readonly watched = new Map<Element, ScrollableObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    ScrollableObserver.watched.set(element, this);
  }
  disconnect() {
    for (const [element, observer] of ScrollableObserver.watched) {
      if (observer === this) ScrollableObserver.watched.delete(element);
    }
  }
  static show(element: Element, isIntersecting: boolean) {
    const observer = ScrollableObserver.watched.get(element);
    if (!observer) throw new Error('That element is not observed');
    act(() => observer.callback([{ target: element, isIntersecting } as never], observer as never));
  }
}
