/** A hidden page draws no frames; past this, the work goes ahead anyway. */
const HIDDEN_PAGE_FALLBACK_MS = 100;

/**
 * Resolves once the browser has painted the frame after this call: an animation frame callback runs
 * just before the paint, and a task queued from it runs after. Work that the screen does not wait
 * for (starting a request) goes after this, so the click's own change is on screen first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_PAGE_FALLBACK_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
