// Section: how fast the site answers a member's taps on a phone (390×844 at DPR 3, touch, CPU
// slowed 4×), each on a fresh page load: Interaction to Next Paint as web-vitals reports it, and
// tap -> result, timed in the page (see interactions/tap-timer.ts).
import type { Browser, BrowserContext } from 'playwright-core';
import type pg from 'pg';
import { phoneContext } from '../images/phone-context.ts';
import { feedTaps } from '../interactions/feed-taps.ts';
import {
  addInpProbe,
  countInpReports,
  readInp,
  type InpReport,
} from '../interactions/inp-probe.ts';
import { memberLike } from '../interactions/member-like.ts';
import type { PhoneTap, TapKind, TapPlan } from '../interactions/phone-tap.ts';
import { followTap, postTaps } from '../interactions/post-taps.ts';
import { tapData } from '../interactions/tap-data.ts';
import { addTapTimer, armTapTimer, readTapTime } from '../interactions/tap-timer.ts';
import { waitForNetworkQuiet } from '../lib/network-quiet.ts';
import { percentile } from '../lib/percentile.ts';
import { milliseconds, type Row, type SectionResult } from '../lib/report.ts';
import type { BenchSite } from '../site/bench-site.ts';
import { signInDemoMember } from '../site/demo-member.ts';

const SECTION = 'Taps on a phone (390×844, DPR 3, touch, CPU 4× slower): INP and tap -> result';
const INP_BUDGET_MS = 100;
const RESULT_BUDGET_MS: Record<TapKind, number> = { navigation: 500, toggle: 100 };
const CPU_SLOWDOWN = 4;
/** Ready means quiet too: the page's own requests after its first screen are done. */
const QUIET_MS = 1500;
/** Longer than any result takes; a tap whose result never shows is reported, not waited for. */
const RESULT_TIMEOUT_MS = 15_000;

interface TapMeasurement {
  inp: InpReport;
  tapToResult: number;
}

/** One page load, one tap: its INP as web-vitals reports it and the time to its result. */
async function measureOnce(
  context: BrowserContext,
  site: BenchSite,
  tap: PhoneTap,
  plan: TapPlan,
): Promise<TapMeasurement> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${site.url}${tap.route}`);
    await plan.ready(page);
    await waitForNetworkQuiet(page, QUIET_MS);
    if ((await countInpReports(page)) > 0) {
      throw new Error('an interaction was reported before the measured one');
    }
    const target = plan.target(page);
    await target.scrollIntoViewIfNeeded();
    await armTapTimer(page, plan.result);
    if (plan.key) {
      await target.focus();
      await page.keyboard.press(plan.key);
    } else {
      // The touchscreen alone: a locator's tap() also runs Playwright's own hit-test listeners in
      // the page, work inside the measured interaction that no phone does.
      const box = await target.boundingBox();
      if (!box) throw new Error('the element to tap is not on the page');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    }
    // The INP report first: waiting for the result polls the page, on the main thread whose
    // paint INP measures.
    await readInp(page);
    const tapToResult = await readTapTime(page, RESULT_TIMEOUT_MS);
    // The interaction's later events can be reported after its first paint.
    await waitForNetworkQuiet(page, QUIET_MS);
    return { inp: await readInp(page), tapToResult };
  } finally {
    await page.close();
  }
}

/** The medians of INP's three parts, and the scripts that ran longest in them. */
function parts(reports: InpReport[]): string {
  const median = (part: (report: InpReport) => number) =>
    Math.round(percentile(reports.map(part), 0.5));
  const scripts = [...new Set(reports.flatMap((report) => report.scripts.slice(0, 1)))];
  return (
    `input delay ${median((report) => report.inputDelay)} ms, processing ` +
    `${median((report) => report.processingDuration)} ms, presentation ` +
    `${median((report) => report.presentationDelay)} ms (medians); longest scripts ${scripts.join(', ') || 'none'}`
  );
}

/** A short reason for a row that could not be measured. */
function reasonOf(error: unknown): string {
  const line = ((error as Error).message ?? String(error)).split('\n')[0] ?? '';
  return line.replace(/^page\.\w+: /, '').slice(0, 90);
}

function tapRows(tap: PhoneTap, measured: TapMeasurement[], failures: string[]): Row[] {
  const resultBudget = RESULT_BUDGET_MS[tap.kind];
  const failed = failures.length ? `; ${failures.length} load(s) failed: ${failures[0]}` : '';
  if (measured.length === 0) {
    const value = `n/a (${failures[0] ?? 'not measured'})`;
    return [
      { section: SECTION, metric: tap.label, value, budget: `≤ ${milliseconds(INP_BUDGET_MS)}` },
      {
        section: SECTION,
        metric: `  ${tap.label}: tap -> result`,
        value,
        budget: `≤ ${milliseconds(resultBudget)}`,
      },
    ];
  }
  const inps = measured.map((entry) => entry.inp.value);
  const times = measured.map((entry) => Math.round(entry.tapToResult));
  const inp = percentile(inps, 0.5);
  const time = percentile(times, 0.5);
  const reports = measured.map((entry) => entry.inp);
  const events = [...new Set(reports.flatMap((report) => report.events))].join(', ');
  return [
    {
      section: SECTION,
      metric: tap.label,
      value: milliseconds(inp),
      budget: `≤ ${milliseconds(INP_BUDGET_MS)}`,
      verdict: inp <= INP_BUDGET_MS ? 'within' : 'over',
      note: `INP, median of ${inps.length}; max ${milliseconds(Math.max(...inps))}; runs ${inps.join(', ')} ms; events ${events}; ${parts(reports)}${failed}`,
    },
    {
      section: SECTION,
      metric: `  ${tap.label}: tap -> result`,
      value: milliseconds(time),
      budget: `≤ ${milliseconds(resultBudget)}`,
      verdict: time <= resultBudget ? 'within' : 'over',
      note: `${tap.kind}, median of ${times.length}; runs ${times.join(', ')} ms`,
    },
  ];
}

export async function runInteractionsSection(
  browser: Browser,
  site: BenchSite,
  pool: pg.Pool,
  options: { repetitions: number; only: string[] | null; log: (line: string) => void },
): Promise<SectionResult> {
  const { session, client } = await signInDemoMember(site);
  const member = await phoneContext(browser, site.gatewayUrl, session);
  const visitor = await phoneContext(browser, site.gatewayUrl, null);
  const like = memberLike(client, session.user.id, site.postId);
  const likedBefore = await like.isOn();
  const data = tapData(pool, session.user.id);
  const rows: Row[] = [];
  const details: Record<string, { measured: TapMeasurement[]; failures: string[] }> = {};
  try {
    for (const context of [member, visitor]) {
      await addInpProbe(context);
      await addTapTimer(context);
    }
    const taps = [
      ...feedTaps(),
      ...postTaps({ postId: site.postId, data, like }),
      await followTap(data),
    ].filter(({ label }) => !options.only || options.only.some((part) => label.includes(part)));
    for (const tap of taps) {
      const measured: TapMeasurement[] = [];
      const failures: string[] = [];
      try {
        for (let index = 0; index < options.repetitions; index += 1) {
          options.log(`tap: ${tap.label} (${index + 1}/${options.repetitions})`);
          let plan: TapPlan | undefined;
          try {
            plan = await tap.prepare();
            measured.push(await measureOnce(tap.signedIn ? member : visitor, site, tap, plan));
          } catch (error) {
            failures.push(reasonOf(error));
            options.log(`tap: ${tap.label} failed: ${reasonOf(error)}`);
          } finally {
            await plan?.cleanup?.();
          }
        }
      } finally {
        await tap.restore?.();
      }
      details[tap.label] = { measured, failures };
      rows.push(...tapRows(tap, measured, failures));
    }
  } finally {
    await like.set(likedBefore);
    await member.close();
    await visitor.close();
  }
  return { rows, details };
}
