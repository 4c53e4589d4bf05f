import type { CrashWatch } from './crash.watch.ts';
import { SeededRandom } from './seeded-random.ts';

export interface FuzzContext {
  port: number;
  anonKey: string;
  rng: SeededRandom;
}

/** One kind of hostile input; `run` returns a short outcome label (a status code, "closed", …). */
export interface FuzzCase {
  name: string;
  weight: number;
  run(context: FuzzContext): Promise<string>;
}

export interface FuzzRunOptions {
  cases: FuzzCase[];
  port: number;
  anonKey: string;
  rng: SeededRandom;
  maxCases: number;
  maxMs: number;
  concurrency: number;
  watch: CrashWatch;
}

export interface FuzzRunResult {
  ran: number;
  elapsedMs: number;
  /** case name → outcome → count */
  outcomes: Map<string, Map<string, number>>;
  /** Connections the server refused: it stopped listening. */
  refused: number;
}

// A case that hangs (it should not: every wait in a case is bounded) still cannot hold up the run.
const caseLimitMs = 10_000;

/**
 * Runs `maxCases` cases (or until `maxMs` has passed) with `concurrency` connections at a time. Case
 * number i always gets the same kind and the same seed for a given run seed, so a failure replays.
 */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzRunResult> {
  const started = Date.now();
  const outcomes = new Map<string, Map<string, number>>();
  const totalWeight = options.cases.reduce((sum, entry) => sum + entry.weight, 0);
  let next = 0;
  let refused = 0;
  const count = (name: string, outcome: string) => {
    const byOutcome = outcomes.get(name) ?? new Map<string, number>();
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    outcomes.set(name, byOutcome);
  };
  const pickCase = (roll: number): FuzzCase => {
    let left = roll * totalWeight;
    for (const entry of options.cases) {
      left -= entry.weight;
      if (left < 0) return entry;
    }
    return options.cases[options.cases.length - 1] as FuzzCase;
  };

  const worker = async () => {
    while (next < options.maxCases && Date.now() - started < options.maxMs && refused < 20) {
      const index = next;
      next += 1;
      const fuzzCase = pickCase(options.rng.next());
      const rng = options.rng.fork();
      const label = `#${index} ${fuzzCase.name} (seed ${rng.seed})`;
      options.watch.inFlight.add(label);
      let timer: NodeJS.Timeout | undefined;
      try {
        const limit = new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve('case time limit'), caseLimitMs);
        });
        const outcome = await Promise.race([
          fuzzCase.run({ port: options.port, anonKey: options.anonKey, rng }),
          limit,
        ]);
        count(fuzzCase.name, outcome);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        if (code === 'ECONNREFUSED') refused += 1;
        count(fuzzCase.name, `client error ${code}`);
      } finally {
        clearTimeout(timer);
        options.watch.inFlight.delete(label);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { ran: next, elapsedMs: Date.now() - started, outcomes, refused };
}

/** One line per case kind: how often each outcome came. */
export function describeOutcomes(outcomes: FuzzRunResult['outcomes']): string[] {
  return [...outcomes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, byOutcome]) => {
      const total = [...byOutcome.values()].reduce((sum, n) => sum + n, 0);
      const parts = [...byOutcome.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([outcome, n]) => `${outcome}×${n}`);
      return `${name.padEnd(22)} ${String(total).padStart(5)}: ${parts.join(' ')}`;
    });
}
