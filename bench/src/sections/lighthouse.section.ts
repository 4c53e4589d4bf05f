// Section 2: Lighthouse 13 (its own CLI, Debian Chromium, simulated throttling) on the production
// builds with the seeded backend: performance score, LCP, TBT and CLS per route and preset; /create
// as the signed-in demo member.
import { rm } from 'node:fs/promises';
import type { Session } from '@supabase/supabase-js';
import {
  PRESETS,
  runLighthouse,
  type LighthouseRun,
  type Preset,
} from '../lighthouse/lighthouse-run.ts';
import { percentile } from '../lib/percentile.ts';
import { milliseconds, seconds, type Row, type SectionResult } from '../lib/report.ts';
import type { BenchSite } from '../site/bench-site.ts';
import { signInDemoMember } from '../site/demo-member.ts';
import { createSignedInProfile } from '../site/signed-in-profile.ts';

const SECTION = 'Lighthouse performance (median of runs)';
const BUDGET_SCORE: Record<Preset, number> = { mobile: 95, desktop: 100 };
const BUDGET_MOBILE_LCP_MS = 2000;

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
): Promise<LighthouseRun> {
  const url = `${site.url}${route.path}`;
  if (!session) return runLighthouse(url, { preset });
  const userDataDir = await createSignedInProfile(site, session);
  try {
    const result = await runLighthouse(url, { preset, userDataDir, keepScreenshot: true });
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

export async function runLighthouseSection(
  site: BenchSite,
  options: { runs: number; log: (line: string) => void },
): Promise<SectionResult> {
  const rows: Row[] = [];
  const details: Record<string, LighthouseRun[]> = {};
  for (const route of routesOf(site)) {
    // A session lasts an hour: each signed-in route signs in afresh.
    const session = route.signedIn ? (await signInDemoMember(site)).session : null;
    for (const preset of PRESETS) {
      const runs: LighthouseRun[] = [];
      const failures: string[] = [];
      for (let index = 0; index < options.runs; index += 1) {
        options.log(`lighthouse ${preset} ${route.path} (${index + 1}/${options.runs})`);
        const result = await withRetries(() => measure(site, route, preset, session), failures);
        if (result) runs.push(result);
      }
      if (runs.length === 0)
        throw new Error(`Lighthouse failed on ${route.path}: ${failures.join('; ')}`);
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
        note: `LCP ${milliseconds(lcp)}, TBT ${milliseconds(median((entry) => entry.tbt))}${onCpu(runs)}, CLS ${median((entry) => entry.cls).toFixed(3)}; scores ${scores}${failed}${shown}`,
      });
      if (preset === 'mobile') {
        rows.push({
          section: SECTION,
          metric: `  ${label} LCP`,
          value: seconds(lcp),
          budget: `≤ ${seconds(BUDGET_MOBILE_LCP_MS)}`,
          verdict: lcp <= BUDGET_MOBILE_LCP_MS ? 'within' : 'over',
        });
      }
    }
  }
  return { rows, details };
}
