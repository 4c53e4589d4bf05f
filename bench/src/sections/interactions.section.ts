// Section: how fast the site answers a member's clicks and keys, as Interaction to Next Paint
// (web-vitals' onINP) in Chromium with the CPU slowed 4×, each interaction on a fresh page load.
import type { Browser, BrowserContext } from 'playwright-core';
import { contextFor } from '../../../e2e/src/member-session.ts';
import {
  addInpProbe,
  countInpReports,
  readInp,
  type InpReport,
} from '../interactions/inp-probe.ts';
import { memberLike } from '../interactions/member-like.ts';
import {
  firstCardId,
  memberInteractions,
  type MemberInteraction,
} from '../interactions/member-interactions.ts';
import { waitForNetworkQuiet } from '../lib/network-quiet.ts';
import { percentile } from '../lib/percentile.ts';
import { milliseconds, type Row, type SectionResult } from '../lib/report.ts';
import type { BenchSite } from '../site/bench-site.ts';
import { signInDemoMember } from '../site/demo-member.ts';

const SECTION = 'Interactions (INP by web-vitals, Chromium, CPU 4× slower, member alice)';
const BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
/** Ready means quiet too: the page's own requests after its first screen are done. */
const QUIET_MS = 1500;

/** One page load, one interaction: its INP as web-vitals reports it. */
async function measureOnce(
  context: BrowserContext,
  site: BenchSite,
  interaction: MemberInteraction,
): Promise<InpReport> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${site.url}${interaction.route}`);
    await interaction.ready(page);
    await waitForNetworkQuiet(page, QUIET_MS);
    if ((await countInpReports(page)) > 0) {
      throw new Error(`${interaction.label}: an interaction was reported before the measured one`);
    }
    await interaction.act(page);
    // The INP report first: waiting for `done` polls the page's text before every frame, on the
    // page's main thread, and so delayed the very paint INP measures (the more text, the longer).
    await readInp(page);
    await interaction.done(page);
    // The interaction's later events (a key's keyup) can be reported after its first paint.
    await waitForNetworkQuiet(page, QUIET_MS);
    return await readInp(page);
  } finally {
    await page.close();
  }
}

/** The medians of the interactions' three parts, and the scripts that ran longest in them. */
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

async function feedFirstCardId(context: BrowserContext, site: BenchSite): Promise<string> {
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}/`);
    return await firstCardId(page);
  } finally {
    await page.close();
  }
}

export async function runInteractionsSection(
  browser: Browser,
  site: BenchSite,
  options: { repetitions: number; log: (line: string) => void },
): Promise<SectionResult> {
  const { session, client } = await signInDemoMember(site);
  const context = await contextFor(browser, site.gatewayUrl, session);
  const rows: Row[] = [];
  const details: Record<string, InpReport[]> = {};
  try {
    await addInpProbe(context);
    const interactions = memberInteractions(site, await feedFirstCardId(context, site));
    for (const interaction of interactions) {
      const like = interaction.likedPostId
        ? memberLike(client, session.user.id, interaction.likedPostId)
        : null;
      const likedBefore = await like?.isOn();
      const reports: InpReport[] = [];
      try {
        for (let index = 0; index < options.repetitions; index += 1) {
          options.log(`interaction: ${interaction.label} (${index + 1}/${options.repetitions})`);
          await like?.set(false);
          reports.push(await measureOnce(context, site, interaction));
        }
      } finally {
        if (like && likedBefore !== undefined) await like.set(likedBefore);
      }
      details[interaction.label] = reports;
      const values = reports.map((report) => report.value);
      const median = percentile(values, 0.5);
      const events = [...new Set(reports.flatMap((report) => report.events))].join(', ');
      rows.push({
        section: SECTION,
        metric: interaction.label,
        value: milliseconds(median),
        budget: `≤ ${milliseconds(BUDGET_MS)}`,
        verdict: median <= BUDGET_MS ? 'within' : 'over',
        note: `median of ${values.length}; max ${milliseconds(Math.max(...values))}; runs ${values.join(', ')} ms; events ${events}; ${parts(reports)}`,
      });
    }
  } finally {
    await context.close();
  }
  return { rows, details };
}
