// `pnpm --filter bench prepare-data [--quick]`: seeds the benchmark databases ahead of a run (minutes
// at full scale), so `npm run bench` later only measures.
import { DATABASE_LABELS, startBenchStack, type DatabaseKind } from './bench-stack.ts';
import { scaleFor } from './scale.ts';

const scale = scaleFor(process.argv.includes('--quick'));
for (const kind of Object.keys(DATABASE_LABELS) as DatabaseKind[]) {
  const started = performance.now();
  const bench = await startBenchStack(kind, scale, (line) => console.log(line));
  await bench.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${DATABASE_LABELS[kind]}: ready in ${seconds} s (seeding: ${bench.seedSeconds ?? 'already seeded'})`,
  );
}
