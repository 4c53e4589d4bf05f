// A page's layout shift as web-vitals counts its entries: those without recent input, summed.
import type { Page } from 'playwright-core';

export interface LayoutShift {
  total: number;
  /** The start of each moved element's HTML, when anything moved. */
  moved: string[];
}

/** Every layout shift the page has had since it started loading (the observer is buffered). */
export function layoutShift(page: Page): Promise<LayoutShift> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        const found: LayoutShift = { total: 0, moved: [] };
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            found.total += entry.value;
            for (const source of entry.sources)
              found.moved.push((source.node as Element | null)?.outerHTML?.slice(0, 80) ?? '?');
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, a task later.
        setTimeout(() => {
          observer.disconnect();
          resolve(found);
        }, 500);
      }),
  );
}
