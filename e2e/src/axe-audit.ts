import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** The axe rules whose answer depends on the colours alone: what a theme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's serious and critical violations on the page as it is now, one line per rule; `rules`
 * runs those alone instead of all of them.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document, options: object): Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, only ? { runOnly: { type: 'rule', values: only } } : {});
    return result.violations;
  }, rules);
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 4).map((node) => {
        const summary = node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '';
        return `${JSON.stringify(node.target)} ${node.html.slice(0, 100)} ${summary.slice(0, 120)}`;
      });
      return `${violation.id} (${violation.impact}, ${String(violation.nodes.length)}x): ${targets.join(' | ')}`;
    });
}
