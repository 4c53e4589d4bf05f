// The production build of the shell and the remotes, timed. Each package is built with its own
// rspack config into a temporary folder (two at a time, as scripts/build.mjs does), so the dist/
// folders other work on this machine is serving stay untouched. pnpm's own start-up is not included.
import { rm } from 'node:fs/promises';
import { APPS, REMOTES } from '../../../tooling/remotes.mjs';
import { buildIntoTemporaryFolder } from '../lib/rspack-build.ts';
import { seconds, type Row, type SectionResult } from '../lib/report.ts';

const SECTION = 'Build (production, rspack)';
const PACKAGES = APPS.map((app) => app.dir);
const PARALLEL = 2;

export async function runBuildSection(): Promise<SectionResult> {
  const durations: Record<string, number> = {};
  const queue = [...PACKAGES];
  const started = performance.now();
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const begun = performance.now();
      const { outputDir } = await buildIntoTemporaryFolder(name);
      durations[name] = performance.now() - begun;
      await rm(outputDir, { recursive: true, force: true });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const total = performance.now() - started;
  const rows: Row[] = [
    {
      section: SECTION,
      metric: `shell + ${REMOTES.length} remotes, ${PARALLEL} at a time`,
      value: seconds(total),
    },
    ...PACKAGES.map((name) => ({
      section: SECTION,
      metric: `  ${name}`,
      value: seconds(durations[name] ?? Number.NaN),
    })),
  ];
  return { rows, details: { totalMs: total, durations } };
}
