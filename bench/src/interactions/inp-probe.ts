// Interaction to Next Paint as the web-vitals library measures it, injected into a page before the
// site's own scripts from the package's built IIFE with attribution (read from node_modules, no
// network), which splits each interaction into its input delay, processing and presentation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

export interface InpReport {
  /** INP in ms: the slowest interaction on the page so far. */
  value: number;
  /** The event types of that interaction (e.g. pointerdown, pointerup, click). */
  events: string[];
  /** Its three parts (web-vitals' attribution), in ms: waiting for the main thread, handlers, paint. */
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  /** The scripts of its long animation frames that ran longest, as `source (ms)`. */
  scripts: string[];
}

interface ProbedWindow {
  __benchInp?: InpReport[];
}

function webVitalsIife(): string {
  // The package's main entry (for require) sits in dist/, beside the IIFE build.
  const entry = createRequire(import.meta.url).resolve('web-vitals');
  return readFileSync(path.join(path.dirname(entry), 'web-vitals.attribution.iife.js'), 'utf8');
}

/**
 * Every page of `context` reports each change of its INP into `window.__benchInp`. The first
 * interaction of a page always counts (web-vitals also reads `first-input`), later ones from 16 ms,
 * the shortest duration the Event Timing API reports.
 */
export async function addInpProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(`${webVitalsIife()}
if (window.top === window) {
  window.__benchInp = [];
  webVitals.onINP(
    (metric) => window.__benchInp.push({
      value: metric.value,
      events: metric.entries.map((entry) => entry.name),
      inputDelay: metric.attribution.inputDelay,
      processingDuration: metric.attribution.processingDuration,
      presentationDelay: metric.attribution.presentationDelay,
      scripts: (metric.attribution.longAnimationFrameEntries || [])
        .flatMap((frame) => frame.scripts)
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((script) => (script.sourceFunctionName || script.invoker || '?') + ' ' +
          (script.sourceURL || '').split('/').pop() + ' (' + Math.round(script.duration) + ')'),
    }),
    { reportAllChanges: true, durationThreshold: 16 },
  );
}`);
}

/** Waits until the page has reported an INP, then returns the latest report. */
export async function readInp(page: Page): Promise<InpReport> {
  await page.waitForFunction(() => ((window as ProbedWindow).__benchInp ?? []).length > 0);
  const reports = await page.evaluate(() => (window as ProbedWindow).__benchInp ?? []);
  const latest = reports.at(-1);
  if (!latest) throw new Error('web-vitals reported no INP');
  return latest;
}

/** How many INP reports the page has had: none before its first interaction. */
export async function countInpReports(page: Page): Promise<number> {
  return page.evaluate(() => ((window as ProbedWindow).__benchInp ?? []).length);
}
