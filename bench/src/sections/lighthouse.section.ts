// Section 2: Lighthouse 13 (its own CLI, Debian Chromium, simulated throttling) on the production
// builds with the seeded backend: performance score, LCP, TBT and CLS per route and preset; /create
// as the signed-in demo member. The mobile CPU slowdown is calibrated from Lighthouse's
// benchmarkIndex, and each route's main-thread CPU after the first paint is set beside a bare
// React page's, measured in the same run.
import { rm } from 'node:fs/promises';
import type { Session } from '@supabase/supabase-js';
import {
  PRESETS,
  runLighthouse,
  type LighthouseRun,
  type Preset,
} from '../lighthouse/lighthouse-run.ts';
import { startBareReactPage } from '../lighthouse/bare-react-page.ts';
import { cpuSlowdownFor, ratioTo } from '../lighthouse/cpu-calibration.ts';
import { waitForQuietMachine } from '../lighthouse/idle-machine.ts';
import { percentile } from '../lib/percentile.ts';
import { milliseconds, seconds, type Row, type SectionResult } from '../lib/report.ts';
import type { BenchSite } from '../site/bench-site.ts';
import { signInDemoMember } from '../site/demo-member.ts';
import { createSignedInProfile } from '../site/signed-in-profile.ts';

const SECTION = 'Lighthouse performance (median of runs)';
const BUDGET_SCORE: Record<Preset, number> = { mobile: 95, desktop: 100 };
const BUDGET_MOBILE_LCP_MS = 2000;
/** A route's main-thread CPU after the first paint, as a multiple of the bare React page's. */
const BUDGET_CPU_RATIO = 2;
/** The longest each run waits for a quiet machine before it starts anyway. */
const QUIET_WAIT_MS = 30_000;

interface Route {
  path: string;
  label: string;
  /** Measured as the demo member alice rather than as a visitor. */
  signedIn: boolean;
}

function routesOf(site: BenchSite): Route[] {
  return [
    { path: '/', label: '/', signedIn: false },
    { path: `/post/${site.postId}`, label: '/post/{id}', signedIn: false },
    { path: `/profile/${site.username}`, label: `/profile/${site.username}`, signedIn: false },
    { path: '/auth', label: '/auth', signedIn: false },
    { path: '/create', label: '/create (alice)', signedIn: true },
  ];
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
      const message = (error as Error).message;
      failures.push((message.match(/Runtime error[^\n]*/) ?? [message.split('\n')[0]])[0] ?? '');
    }
  }
  return null;
}

/** A run in a fresh profile holding the member's session, when the route is a member's. */
async function measure(
  site: BenchSite,
  route: Route,
  preset: Preset,
  session: Session | null,
  cpuSlowdown: number | undefined,
): Promise<LighthouseRun> {
  const url = `${site.url}${route.path}`;
  if (!session) return runLighthouse(url, { preset, cpuSlowdown });
  const userDataDir = await createSignedInProfile(site, session);
  try {
    const result = await runLighthouse(url, {
      preset,
      userDataDir,
      keepScreenshot: true,
      cpuSlowdown,
    });
    if (!result.signedIn) {
      throw new Error(
        `Lighthouse on ${route.path} did not run signed in (no notifications request)`,
      );
    }
    return result;
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * The medians of the main thread's time after the first paint: TBT counted on CPU time, and the
 * wall time against the CPU time (how long the page waited for a core besides its own work).
 */
function onCpu(runs: LighthouseRun[]): string {
  const measured = runs.flatMap((run) => run.diagnostics.afterFirstPaint ?? []);
  if (measured.length === 0) return '';
  const median = (pick: (time: (typeof measured)[number]) => number) =>
    percentile(measured.map(pick), 0.5);
  return ` (on the main thread's CPU time ${milliseconds(median((time) => time.blockingOnCpuMs))}; its tasks after the first paint ${milliseconds(median((time) => time.cpuMs))} CPU in ${milliseconds(median((time) => time.wallMs))})`;
}

function atLeast(value: number, budget: number): 'within' | 'over' {
  return value >= budget ? 'within' : 'over';
}

/** Runs Lighthouse `runs` times, one at a time, each once the machine is quiet (or waited for). */
async function runSeries(
  runs: number,
  describe: string,
  log: (line: string) => void,
  run: () => Promise<LighthouseRun>,
): Promise<{ runs: LighthouseRun[]; failures: string[]; loads: number[] }> {
  const done: LighthouseRun[] = [];
  const failures: string[] = [];
  const loads: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    loads.push(await waitForQuietMachine(QUIET_WAIT_MS));
    log(`lighthouse ${describe} (${index + 1}/${runs})`);
    const result = await withRetries(run, failures);
    if (result) done.push(result);
  }
  if (done.length === 0)
    throw new Error(`Lighthouse failed on ${describe}: ${failures.join('; ')}`);
  return { runs: done, failures, loads };
}

const cpuAfterFirstPaint = (runs: LighthouseRun[]) =>
  percentile(
    runs.flatMap((run) => run.diagnostics.afterFirstPaint?.cpuMs ?? []),
    0.5,
  );

const loadRange = (loads: number[]) =>
  `load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} at the runs' starts`;

export async function runLighthouseSection(
  site: BenchSite,
  options: { runs: number; log: (line: string) => void },
): Promise<SectionResult> {
  const rows: Row[] = [];
  const details: Record<string, LighthouseRun[]> = {};
  // The bare React page first, at Lighthouse's default: its runs give the benchmarkIndex the
  // mobile slowdown is calibrated from (simulated throttling does not slow the host, so the index
  // does not depend on it) and the main-thread CPU every route is set beside.
  const bare = await startBareReactPage();
  let bareRuns: LighthouseRun[];
  let bareLoads: number[];
  try {
    ({ runs: bareRuns, loads: bareLoads } = await runSeries(
      options.runs,
      'mobile, the bare React page',
      options.log,
      () => runLighthouse(bare.url, { preset: 'mobile' }),
    ));
  } finally {
    await bare.stop();
  }
  details['bare React page mobile'] = bareRuns;
  const benchmarkIndex = percentile(
    bareRuns.map((run) => run.benchmarkIndex),
    0.5,
  );
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const bareCpuMs = cpuAfterFirstPaint(bareRuns);
  rows.push({
    section: SECTION,
    metric: 'mobile CPU slowdown, calibrated',
    value: `${cpuSlowdown.toFixed(2)}×`,
    note: `benchmarkIndex ${Math.round(benchmarkIndex)} (median; runs ${bareRuns.map((run) => Math.round(run.benchmarkIndex)).join(', ')}), ${bareRuns[0]?.browserVersion ?? '?'}; Lighthouse's default is 4×; ${loadRange(bareLoads)}`,
  });
  rows.push({
    section: SECTION,
    metric: 'bare React page: main-thread CPU after the first paint',
    value: milliseconds(bareCpuMs),
    note: `median of ${bareRuns.length}; React + ReactDOM production build rendering 10 items, served like the site`,
  });
  for (const route of routesOf(site)) {
    // A session lasts an hour: each signed-in route signs in afresh.
    const session = route.signedIn ? (await signInDemoMember(site)).session : null;
    for (const preset of PRESETS) {
      // The desktop preset simulates no slowdown, so it stays at Lighthouse's.
      const slowdown = preset === 'mobile' ? cpuSlowdown : undefined;
      const { runs, failures, loads } = await runSeries(
        options.runs,
        `${preset} ${route.path}`,
        options.log,
        () => measure(site, route, preset, session, slowdown),
      );
      const label = `${route.label} ${preset}`;
      details[label] = runs;
      const median = (pick: (entry: LighthouseRun) => number) => percentile(runs.map(pick), 0.5);
      const score = median((entry) => entry.score);
      const lcp = median((entry) => entry.lcp);
      const scores = runs.map((entry) => entry.score).join(', ');
      const failed = failures.length ? `; ${failures.length} failed run(s) retried` : '';
      const shown = route.signedIn
        ? `; LCP element "${runs[0]?.diagnostics.lcpText.slice(0, 40) ?? ''}"`
        : '';
      rows.push({
        section: SECTION,
        metric: label,
        value: `${score}`,
        budget: `≥ ${BUDGET_SCORE[preset]}`,
        verdict: atLeast(score, BUDGET_SCORE[preset]),
        note: `CPU ${median((entry) => entry.cpuSlowdown).toFixed(2)}×; LCP ${milliseconds(lcp)}, TBT ${milliseconds(median((entry) => entry.tbt))}${onCpu(runs)}, CLS ${median((entry) => entry.cls).toFixed(3)}; scores ${scores}; ${loadRange(loads)}${failed}${shown}`,
      });
      if (preset === 'mobile') {
        rows.push({
          section: SECTION,
          metric: `  ${label} LCP`,
          value: seconds(lcp),
          budget: `≤ ${seconds(BUDGET_MOBILE_LCP_MS)}`,
          verdict: lcp <= BUDGET_MOBILE_LCP_MS ? 'within' : 'over',
        });
        const cpuMs = cpuAfterFirstPaint(runs);
        const ratio = ratioTo(cpuMs, bareCpuMs);
        rows.push({
          section: SECTION,
          metric: `  ${label} main-thread CPU after first paint`,
          value: `${ratio.toFixed(2)}×`,
          budget: `≤ ${BUDGET_CPU_RATIO}×`,
          verdict: ratio <= BUDGET_CPU_RATIO ? 'within' : 'over',
          note: `${milliseconds(cpuMs)} against the bare React page's ${milliseconds(bareCpuMs)} (medians)`,
        });
      }
    }
  }
  return { rows, details };
}
