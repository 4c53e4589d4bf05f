import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** axe-core's serious and critical violations on the page as it is now, one line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations;
  });
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
