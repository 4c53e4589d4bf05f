// `npm run bench`: the project's quality numbers in one table, each next to its budget, with the
// machine described; the raw measurements go to bench/results/bench-<time>.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../e2e/src/browser.ts';
import { startBenchBackend, type BenchBackend } from './bench-backend.ts';
import { formatTable, type Row, type SectionResult } from './lib/report.ts';
import { describeLoad, describeMachine } from './machine.ts';
import { readOptions, type SectionName } from './options.ts';
import { scaleFor, sweepPostCounts, SWEEP_COMMENTS_PER_POST } from './scale.ts';
import { runBuildSection } from './sections/build.section.ts';
import { runBundleSection } from './sections/bundle.section.ts';
import { runColdStartSection } from './sections/cold-start.section.ts';
import { runImagesSection } from './sections/images.section.ts';
import { runInteractionsSection } from './sections/interactions.section.ts';
import { runLatencySection } from './sections/latency.section.ts';
import { runLighthouseSection } from './sections/lighthouse.section.ts';
import { runRealtimeSection } from './sections/realtime.section.ts';
import { runRequestsSection } from './sections/requests.section.ts';
import { runScaleSection } from './sections/scale.section.ts';
import { startBenchSite, type BenchSite } from './site/bench-site.ts';
import { buildSite } from './site/build-site.ts';

const options = readOptions(process.argv.slice(2));
const scale = scaleFor(options.quick);
const sweep = options.sweepPosts ?? sweepPostCounts(options.quick);
const log = (line: string) => process.stderr.write(`· ${line}\n`);
const wants = (name: SectionName) => options.sections.includes(name);
const results: Partial<Record<SectionName, SectionResult | { error: string }>> = {};
/** Wall time of each section that ran, in seconds (starting the backend and the site not included). */
const sectionSeconds: Partial<Record<SectionName, number>> = {};
const loadBefore = describeLoad();
const startedAt = new Date();

/** Runs one section; a section that fails is reported as such and the others still run. */
async function section(name: SectionName, body: () => Promise<SectionResult>) {
  if (!wants(name)) return;
  log(`section ${name}`);
  const started = performance.now();
  try {
    results[name] = await body();
  } catch (error) {
    log(`section ${name} failed: ${(error as Error).stack ?? String(error)}`);
    results[name] = { error: (error as Error).message };
  }
  sectionSeconds[name] = (performance.now() - started) / 1000;
}

/** The sections that measure the site the bench starts, served from the production builds. */
const SITE_SECTIONS: SectionName[] = [
  'bundle',
  'lighthouse',
  'requests',
  'images',
  'interactions',
  'realtime',
];

/** Every section that loads the production builds: those and the cold start. */
const SERVED_SECTIONS: SectionName[] = [...SITE_SECTIONS, 'coldstart'];

await section('build', runBuildSection);
if (SERVED_SECTIONS.some(wants)) buildSite(log);

let browser: Browser | undefined;
try {
  browser = await launchChromium();
  if (SITE_SECTIONS.some(wants)) {
    let backend: BenchBackend | undefined;
    let site: BenchSite | undefined;
    try {
      backend = await startBenchBackend('embedded-pg18', scale, log);
      site = await startBenchSite(backend);
      const ready = { backend, site, browser };
      await section('bundle', () => runBundleSection(ready.browser, ready.site));
      await section('lighthouse', () =>
        runLighthouseSection(ready.site, { runs: options.lighthouseRuns, log }),
      );
      await section('requests', () => runRequestsSection(ready.browser, ready.site));
      await section('images', () =>
        runImagesSection(ready.browser, ready.site, ready.backend, {
          rounds: options.imageRounds,
          requestsPerRound: 50,
          firstRenders: options.firstRenders,
          log,
        }),
      );
      await section('interactions', () =>
        runInteractionsSection(ready.browser, ready.site, ready.backend.pool, {
          repetitions: options.interactionRuns,
          only: options.taps,
          log,
        }),
      );
      await section('realtime', () =>
        runRealtimeSection(ready.backend, {
          clients: options.realtimeClients,
          rounds: options.realtimeRounds,
          log,
        }),
      );
    } finally {
      await site?.stop();
      await backend?.stop();
    }
  }
  await section('latency', () =>
    runLatencySection(
      scale,
      { requests: options.latencyRequests, concurrency: 10, warmup: 20 },
      log,
    ),
  );
  await section('scale', () =>
    runScaleSection(sweep, { requests: options.latencyRequests, concurrency: 10, warmup: 20 }, log),
  );
  const coldBrowser = browser;
  await section('coldstart', () => runColdStartSection(coldBrowser));
} finally {
  await browser?.close();
}

const rows: Row[] = [];
for (const [name, result] of Object.entries(results)) {
  if ('error' in result)
    rows.push({ section: name, metric: 'FAILED', value: '-', note: result.error.split('\n')[0] });
  else rows.push(...result.rows);
}
const loadAfter = describeLoad();
console.log(
  `Like and Gripe bench, ${startedAt.toISOString()}${options.quick ? ' (--quick: small data, fewer runs)' : ''}`,
);
console.log(`Machine: ${describeMachine()}`);
console.log(
  `Shared machine: other work may run at the same time; ${loadBefore} before, ${loadAfter} after.`,
);
console.log(
  wants('scale') && options.sections.length === 1
    ? `Data: ${sweep.join(', ')} posts, ${SWEEP_COMMENTS_PER_POST} comments per post; ratios, sizes and counts are judged.\n`
    : `Data: ${scale.posts} posts, ${scale.comments} comments; sizes and counts are judged; judged times hold for this run's load.\n`,
);
console.log(formatTable(rows));
const totalSeconds = (Date.now() - startedAt.getTime()) / 1000;
console.log(
  `\nTime per section: ${Object.entries(sectionSeconds)
    .map(([name, taken]) => `${name} ${Math.round(taken)} s`)
    .join(
      ', ',
    )}; the whole run ${Math.round(totalSeconds)} s (with starting the backends and the site).`,
);

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
await mkdir(resultsDir, { recursive: true });
const file = `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`;
await writeFile(
  `${resultsDir}${file}`,
  JSON.stringify(
    {
      startedAt,
      machine: describeMachine(),
      loadBefore,
      loadAfter,
      options,
      scale,
      sweep,
      rows,
      results,
      sectionSeconds,
      totalSeconds,
    },
    null,
    2,
  ),
);
console.log(`\nWritten to bench/results/${file}`);
