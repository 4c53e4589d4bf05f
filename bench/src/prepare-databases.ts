// `pnpm --filter bench prepare-data [--quick] [--sweep 10000,100000]`: seeds the benchmark databases
// ahead of a run (minutes at full scale), so `npm run bench` later only measures. With `--sweep`,
// the scale section's embedded databases of those post counts instead.
import { parseArgs } from 'node:util';
import { DATABASE_LABELS, startBenchStack, type DatabaseKind, type Scale } from './bench-stack.ts';
import { scaleFor, sweepScale } from './scale.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { quick: { type: 'boolean', default: false }, sweep: { type: 'string' } },
});
const targets: Array<[DatabaseKind, Scale]> = values.sweep
  ? values.sweep.split(',').map((posts) => ['embedded-pg18', sweepScale(Number(posts))])
  : (Object.keys(DATABASE_LABELS) as DatabaseKind[]).map((kind) => [kind, scaleFor(values.quick)]);
for (const [kind, scale] of targets) {
  const started = performance.now();
  const bench = await startBenchStack(kind, scale, (line) => console.log(line));
  await bench.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${DATABASE_LABELS[kind]}, ${scale.posts} posts: ready in ${seconds} s (seeding: ${bench.seedSeconds ?? 'already seeded'})`,
  );
}
