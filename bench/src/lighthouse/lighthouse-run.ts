// One Lighthouse 13 run through its own CLI (Debian Chromium, simulated throttling), performance only,
// read back from its JSON report.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS } from '../../../e2e/src/browser.ts';
import { mainThreadAfterFirstPaint, type MainThreadTime } from './main-thread-time.ts';

const run = promisify(execFile);
const lighthouseCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

/** Asked of the gateway only for a signed-in reader: the bell's notifications, on every screen. */
const MEMBER_ONLY_REQUEST = /\/rest\/v1\/notifications\?/;

export interface LighthouseRun {
  score: number;
  /** Lighthouse's measure of the host's CPU (its report's environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
  /** The browser's product and version, e.g. "Chrome/143.0.7499.40". */
  browserVersion: string;
  lcp: number;
  tbt: number;
  cls: number;
  /** Whether the page asked for the signed-in reader's notifications (it saw a session). */
  signedIn: boolean;
  /** Where the time goes: the LCP element, the main-thread split and the costliest scripts. */
  diagnostics: {
    lcpElement: string;
    /** The LCP element's text as Lighthouse labels it. */
    lcpText: string;
    mainThread: Record<string, number>;
    scripts: Record<string, number>;
    /** The main thread after the first paint, wall and CPU time (null: no trace to read). */
    afterFirstPaint: MainThreadTime | null;
  };
  /** The page as the run ended (a JPEG data URL), kept only when asked for. */
  finalScreenshot?: string;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  environment: { benchmarkIndex: number; hostUserAgent: string };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: Record<string, unknown>[]; data?: string };
    }
  >;
  runtimeError?: { message: string };
}

export interface LighthouseRunOptions {
  preset: Preset;
  /**
   * A Chromium profile to run in, with Lighthouse's storage reset off so the profile's
   * localStorage (a member's session) survives; the profile must have an empty HTTP cache.
   */
  userDataDir?: string;
  keepScreenshot?: boolean;
  /** The simulated CPU slowdown; Lighthouse's preset default when not given. */
  cpuSlowdown?: number;
}

export async function runLighthouse(
  url: string,
  options: LighthouseRunOptions,
): Promise<LighthouseRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const output = path.join(dir, 'report.json');
  const chromeFlags = [
    ...CHROMIUM_ARGS,
    ...(options.userDataDir ? [`--user-data-dir=${options.userDataDir}`] : []),
  ];
  try {
    await run(
      process.execPath,
      [
        lighthouseCli,
        url,
        `--chrome-flags=${chromeFlags.join(' ')}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        // The trace too (report-0.trace.json): the main thread's CPU time is read from it.
        '--save-assets',
        ...(options.preset === 'desktop' ? ['--preset=desktop'] : []),
        ...(options.userDataDir ? ['--disable-storage-reset'] : []),
        ...(options.cpuSlowdown === undefined
          ? []
          : [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown.toFixed(2)}`]),
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const screenshot = report.audits['final-screenshot']?.details?.data;
    return {
      score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
      benchmarkIndex: report.environment.benchmarkIndex,
      cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
      browserVersion:
        /(HeadlessChrome|Chrome)\/[\d.]+/.exec(report.environment.hostUserAgent)?.[0] ?? '?',
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      signedIn: requestedUrls(report).some((requested) => MEMBER_ONLY_REQUEST.test(requested)),
      diagnostics: {
        ...diagnose(report),
        afterFirstPaint: await readMainThreadTime(
          path.join(dir, 'report-0.trace.json'),
          report.configSettings.throttling.cpuSlowdownMultiplier,
        ),
      },
      ...(options.keepScreenshot && screenshot ? { finalScreenshot: screenshot } : {}),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function requestedUrls(report: LighthouseReport): string[] {
  return (report.audits['network-requests']?.details?.items ?? []).map((item) => String(item.url));
}

async function readMainThreadTime(
  tracePath: string,
  cpuSlowdown: number,
): Promise<MainThreadTime | null> {
  try {
    const trace = JSON.parse(await readFile(tracePath, 'utf8')) as {
      traceEvents: Parameters<typeof mainThreadAfterFirstPaint>[0];
    };
    return mainThreadAfterFirstPaint(trace.traceEvents, cpuSlowdown);
  } catch {
    return null;
  }
}

function diagnose(report: LighthouseReport): Omit<LighthouseRun['diagnostics'], 'afterFirstPaint'> {
  const items = (id: string) => report.audits[id]?.details?.items ?? [];
  // Lighthouse 13 names the LCP element in its LCP breakdown insight, as a node item of its list.
  const lcpNode = items('lcp-breakdown-insight').find((item) => item.type === 'node') as
    { snippet?: string; nodeLabel?: string } | undefined;
  const entries = (id: string, key: string, value: string) =>
    Object.fromEntries(
      items(id)
        .slice(0, 6)
        .map((item) => [String(item[key]), Math.round(Number(item[value]))]),
    );
  return {
    lcpElement: lcpNode?.snippet ?? '',
    lcpText: lcpNode?.nodeLabel ?? '',
    mainThread: entries('mainthread-work-breakdown', 'groupLabel', 'duration'),
    scripts: entries('bootup-time', 'url', 'total'),
  };
}
