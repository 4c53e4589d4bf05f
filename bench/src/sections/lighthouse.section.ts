// Section 2: Lighthouse 13 (its own CLI, Debian Chromium, simulated throttling) on the production
// builds with the seeded backend: performance score, LCP, TBT and CLS per route and preset.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS } from '../../../e2e/src/browser.ts';
import { percentile } from '../lib/percentile.ts';
import { milliseconds, type Row, type SectionResult } from '../lib/report.ts';
import type { BenchSite } from '../site/bench-site.ts';

const SECTION = 'Lighthouse performance (median of runs)';
const run = promisify(execFile);
const lighthouseCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);
const PRESETS = ['mobile', 'desktop'] as const;
const BUDGET_HOME = { mobile: 90, desktop: 98 };

interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Where the time goes: the LCP element, the main-thread split and the costliest scripts. */
  diagnostics: {
    lcpElement: string;
    mainThread: Record<string, number>;
    scripts: Record<string, number>;
  };
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Record<string, unknown>[] } }
  >;
  runtimeError?: { message: string };
}

async function lighthouse(url: string, preset: (typeof PRESETS)[number]): Promise<LighthouseRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        lighthouseCli,
        url,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      diagnostics: diagnose(report),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function diagnose(report: LighthouseReport): LighthouseRun['diagnostics'] {
  const items = (id: string) => report.audits[id]?.details?.items ?? [];
  const lcpItem = items('largest-contentful-paint-element')[0] as
    { items?: { node?: { snippet?: string } }[] } | undefined;
  const entries = (id: string, key: string, value: string) =>
    Object.fromEntries(
      items(id)
        .slice(0, 6)
        .map((item) => [String(item[key]), Math.round(Number(item[value]))]),
    );
  return {
    lcpElement: lcpItem?.items?.[0]?.node?.snippet ?? '',
    mainThread: entries('mainthread-work-breakdown', 'groupLabel', 'duration'),
    scripts: entries('bootup-time', 'url', 'total'),
  };
}

/**
 * Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART); such a run is retried
 * twice before it is given up (and noted).
 */
async function withRetries(
  run: () => Promise<LighthouseRun>,
  failures: string[],
): Promise<LighthouseRun | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      failures.push(((error as Error).message.match(/Runtime error[^\n]*/) ?? ['failed'])[0]);
    }
  }
  return null;
}

export async function runLighthouseSection(
  site: BenchSite,
  options: { runs: number; log: (line: string) => void },
): Promise<SectionResult> {
  const routes = ['/', `/post/${site.postId}`, `/profile/${site.username}`];
  const rows: Row[] = [];
  const details: Record<string, LighthouseRun[]> = {};
  for (const route of routes) {
    for (const preset of PRESETS) {
      const runs: LighthouseRun[] = [];
      const failures: string[] = [];
      for (let index = 0; index < options.runs; index += 1) {
        options.log(`lighthouse ${preset} ${route} (${index + 1}/${options.runs})`);
        const result = await withRetries(() => lighthouse(`${site.url}${route}`, preset), failures);
        if (result) runs.push(result);
      }
      if (runs.length === 0)
        throw new Error(`Lighthouse failed on ${route}: ${failures.join('; ')}`);
      const label = `${route.replace(site.postId, '{id}')} ${preset}`;
      details[label] = runs;
      const median = (pick: (entry: LighthouseRun) => number) => percentile(runs.map(pick), 0.5);
      const scores = runs.map((entry) => entry.score).join(', ');
      const failed = failures.length ? `; ${failures.length} failed run(s) retried` : '';
      rows.push({
        section: SECTION,
        metric: label,
        value: `${median((entry) => entry.score)}`,
        ...(route === '/' ? { budget: `≥ ${BUDGET_HOME[preset]}` } : {}),
        note: `LCP ${milliseconds(median((entry) => entry.lcp))}, TBT ${milliseconds(median((entry) => entry.tbt))}, CLS ${median((entry) => entry.cls).toFixed(3)}; scores ${scores}${failed}`,
      });
    }
  }
  return { rows, details };
}
