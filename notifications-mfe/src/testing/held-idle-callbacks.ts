import { act } from '@testing-library/react';

/**
 * Replaces the window's idle callbacks with ones the test runs itself: `fire()` runs those waiting
 * (the page's idle moment), `restore()` takes the stand-ins away again.
 */
export function holdIdleCallbacks() {
  const waiting: IdleRequestCallback[] = [];
  window.requestIdleCallback = (callback) => waiting.push(callback);
  window.cancelIdleCallback = () => undefined;
  return {
    fire() {
      act(() => waiting.splice(0).forEach((callback) => callback({} as IdleDeadline)));
    },
    restore() {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    },
  };
}
