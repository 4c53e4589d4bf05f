/**
 * Resolves at the browser's next idle moment, or after `timeoutMs` on a page that stays busy; at
 * once in a browser without idle callbacks (Safari), which cannot tell.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      resolve();
    }
  });
}
