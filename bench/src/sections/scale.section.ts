// The scale sweep: the same pages at growing data sizes (embedded PostgreSQL 18), each next to
// PostgREST's trivial request measured in turns with it, to show whether a page's cost stays flat as
// the data grows.
import { execFileSync } from 'node:child_process';
import { startBenchBackend, type BenchBackend } from '../bench-backend.ts';
import { runBeside, type LoadOptions, type LoadResult } from '../latency/load-runner.ts';
import { TRIVIAL_RATIO_BUDGET, trivialRequest } from '../latency/site-queries.ts';
import { cycle } from '../lib/cycle.ts';
import { createSiteClient } from '../lib/node-supabase.ts';
import { count, judge, milliseconds, type Row, type SectionResult } from '../lib/report.ts';
import { sweepScale, SWEEP_COMMENTS_PER_POST } from '../scale.ts';
import { findSubjects, sweepTasks, type Subjects } from '../sweep-tasks.ts';

const SECTION = 'Scale sweep, embedded PostgreSQL 18, p50 / p95';
const FLAT_SECTION =
  'Scale sweep: cost flat in the data (ratio at the largest size ÷ at the smallest)';
const FLAT_BUDGET = 1.3;
/** The spec's 20-minute limit applies to the largest size, a million posts. */
const SEED_BUDGET_SECONDS = 20 * 60;
const SEED_BUDGET_POSTS = 1_000_000;
interface DataSize {
  posts: number;
  comments: number;
  databaseBytes: number;
  dataDirBytes: number | null;
}

async function measureDataSize(backend: BenchBackend): Promise<DataSize> {
  const {
    rows: [size],
  } = await backend.pool.query<{ posts: number; comments: number; bytes: string }>(
    `select (select count(*) from public.posts)::int as posts,
            (select count(*) from public.comments)::int as comments,
            pg_database_size(current_database())::text as bytes`,
  );
  if (!size) throw new Error('Could not read the sweep database size');
  const dataDirBytes = backend.dataDir
    ? Number(execFileSync('du', ['-sb', backend.dataDir], { encoding: 'utf8' }).split('\t')[0])
    : null;
  return {
    posts: size.posts,
    comments: size.comments,
    databaseBytes: Number(size.bytes),
    dataDirBytes,
  };
}

interface MeasuredRow {
  name: string;
  result: LoadResult;
  ceiling: LoadResult;
  ratio: number;
  notJudged?: string;
  about?: string;
}

interface SizeResult {
  posts: number;
  seedSeconds: number | null;
  seededThisRun: boolean;
  measureSeconds: number;
  size: DataSize;
  subjects: Subjects;
  measured: MeasuredRow[];
}

async function measureSize(
  posts: number,
  load: LoadOptions,
  log: (line: string) => void,
): Promise<SizeResult> {
  const backend = await startBenchBackend('embedded-pg18', sweepScale(posts), log);
  try {
    const started = performance.now();
    const subjects = await findSubjects(backend);
    const size = await measureDataSize(backend);
    const clients = Array.from({ length: load.concurrency }, () =>
      createSiteClient(backend.url, backend.anonKey),
    );
    const trivial = () => trivialRequest(`${backend.url}/rest/v1`, backend.anonKey);
    const measured: MeasuredRow[] = [];
    for (const { name, task, notJudged, about } of sweepTasks(subjects)) {
      log(`scale ${posts} posts: ${name}`);
      // The load of a shared machine drifts during a run, so each row divides by the trivial
      // request measured in turns with it, under the same conditions.
      const { reference: ceiling, result } = await runBeside(
        trivial,
        (index, client) => task(index, cycle(clients, client)),
        load,
      );
      measured.push({ name, result, ceiling, ratio: result.p50 / ceiling.p50, notJudged, about });
    }
    return {
      posts,
      seedSeconds: backend.recordedSeedSeconds,
      seededThisRun: backend.seedSeconds !== null,
      measureSeconds: (performance.now() - started) / 1000,
      size,
      subjects,
      measured,
    };
  } finally {
    await backend.stop();
  }
}

const megabytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(2)} GB`
    : `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const duration = (seconds: number) =>
  seconds >= 120 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`;

/** A row's budget and verdict; a row shown without them says why at the start of its note. */
function judged(
  notJudged: string | undefined,
  budget: string,
  verdict: Row['verdict'],
): Pick<Row, 'budget' | 'verdict'> {
  return notJudged ? {} : { budget, verdict };
}
const whyNotJudged = (notJudged: string | undefined) => (notJudged ? `${notJudged}; ` : '');

function sizeRows(size: SizeResult): Row[] {
  const label = `[${count(size.posts)} posts]`;
  const errors = (result: LoadResult) => (result.errors ? `, ${result.errors} ERRORS` : '');
  const seedBudgeted = size.posts === SEED_BUDGET_POSTS && size.seedSeconds !== null;
  const rows: Row[] = [
    {
      section: SECTION,
      metric: `${label} seeding`,
      value: size.seedSeconds === null ? 'not recorded' : duration(size.seedSeconds),
      ...(seedBudgeted
        ? {
            budget: `≤ ${SEED_BUDGET_SECONDS / 60} min`,
            verdict: judge(size.seedSeconds ?? 0, SEED_BUDGET_SECONDS),
          }
        : {}),
      note: `${size.seededThisRun ? 'in this run' : 'once, in an earlier run'}; ${count(size.size.posts)} posts, ${count(size.size.comments)} comments (all kinds)`,
    },
    {
      section: SECTION,
      metric: `${label} disk`,
      value: megabytes(size.size.dataDirBytes ?? size.size.databaseBytes),
      note: `the data dir; the database itself ${megabytes(size.size.databaseBytes)} (the rest is WAL and the cluster)`,
    },
  ];
  for (const { name, result, ceiling, ratio, notJudged, about } of size.measured) {
    const subject = about ? `${about}; ` : '';
    rows.push({
      section: SECTION,
      metric: `${label} ${name}`,
      value: `${milliseconds(result.p50)} / ${milliseconds(result.p95)}`,
      ...judged(
        notJudged,
        `≤ ${TRIVIAL_RATIO_BUDGET}× trivial`,
        judge(ratio, TRIVIAL_RATIO_BUDGET),
      ),
      note: `${whyNotJudged(notJudged)}${subject}${ratio.toFixed(2)}× the trivial request measured in turns with it (${milliseconds(ceiling.p50)}); ${result.requestsPerSecond.toFixed(0)} req/s${errors(result)}`,
    });
  }
  rows.push({
    section: SECTION,
    metric: `${label} measuring`,
    value: duration(size.measureSeconds),
    note: 'every row and its trivial request, after the backend started',
  });
  return rows;
}

function flatRows(sizes: SizeResult[]): Row[] {
  const smallest = sizes[0];
  const largest = sizes[sizes.length - 1];
  if (!smallest || !largest || smallest === largest) return [];
  return largest.measured.map(({ name, ratio, notJudged }) => {
    const base = smallest.measured.find((row) => row.name === name);
    const growth = base ? ratio / base.ratio : Number.NaN;
    return {
      section: FLAT_SECTION,
      metric: name,
      value: `${growth.toFixed(2)}×`,
      ...judged(notJudged, `≤ ${FLAT_BUDGET}×`, judge(growth, FLAT_BUDGET)),
      note: `${whyNotJudged(notJudged)}${ratio.toFixed(2)}× at ${count(largest.posts)} posts, ${base?.ratio.toFixed(2)}× at ${count(smallest.posts)}`,
    };
  });
}

export async function runScaleSection(
  postCounts: number[],
  load: LoadOptions,
  log: (line: string) => void,
): Promise<SectionResult> {
  const sizes: SizeResult[] = [];
  for (const posts of [...postCounts].sort((a, b) => a - b)) {
    sizes.push(await measureSize(posts, load, log));
  }
  return {
    rows: [...sizes.flatMap(sizeRows), ...flatRows(sizes)],
    details: { commentsPerPost: SWEEP_COMMENTS_PER_POST, load, sizes },
  };
}
