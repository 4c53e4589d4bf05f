import { parseArgs } from 'node:util';

export const SECTIONS = [
  'bundle',
  'lighthouse',
  'requests',
  'images',
  'interactions',
  'latency',
  'realtime',
  'coldstart',
  'build',
  'scale',
] as const;
export type SectionName = (typeof SECTIONS)[number];
/** The scale sweep seeds databases of up to a million posts, so it runs only when asked for. */
const DEFAULT_SECTIONS = SECTIONS.filter((name) => name !== 'scale');

export interface BenchOptions {
  sections: SectionName[];
  quick: boolean;
  lighthouseRuns: number;
  /** Page loads per timed interaction (INP), median and max reported. */
  interactionRuns: number;
  latencyRequests: number;
  realtimeClients: number;
  realtimeRounds: number;
  /** Turns of the cached-variant timing (each 50 downloads of the variant and of the object). */
  imageRounds: number;
  /** Fresh 12-megapixel uploads whose first rendering is timed. */
  firstRenders: number;
  /** The scale section's post counts (`--sweep 10000,100000`); null for the default sweep. */
  sweepPosts: number[] | null;
  /** Only the taps whose label includes one of these (`--taps "Filters,feed card"`); null for all. */
  taps: string[] | null;
}

/**
 * `npm run bench -- [--only bundle,lighthouse] [--quick] [--lighthouse-runs N]
 * [--interaction-runs N] [--taps Filters,Follow] [--requests N] [--sweep 10000,100000]`
 */
export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string' },
      'interaction-runs': { type: 'string' },
      taps: { type: 'string' },
      requests: { type: 'string' },
      sweep: { type: 'string' },
    },
    allowPositionals: false,
  });
  const sections = values.only
    ? values.only.split(',').map((name) => name.trim())
    : [...DEFAULT_SECTIONS];
  for (const name of sections) {
    if (!(SECTIONS as readonly string[]).includes(name)) {
      throw new Error(`Unknown section "${name}"; choose from ${SECTIONS.join(', ')}`);
    }
  }
  const quick = values.quick ?? false;
  const sweepPosts = values.sweep ? values.sweep.split(',').map(Number) : null;
  if (sweepPosts?.some((posts) => !Number.isInteger(posts) || posts < 1)) {
    throw new Error(`--sweep takes post counts, e.g. 10000,100000; got "${values.sweep}"`);
  }
  return {
    sections: sections as SectionName[],
    quick,
    lighthouseRuns: Number(values['lighthouse-runs'] ?? (quick ? 1 : 5)),
    interactionRuns: Number(values['interaction-runs'] ?? (quick ? 3 : 5)),
    latencyRequests: Number(values.requests ?? (quick ? 100 : 1600)),
    realtimeClients: quick ? 20 : 200,
    realtimeRounds: quick ? 20 : 100,
    imageRounds: quick ? 4 : 10,
    firstRenders: quick ? 1 : 3,
    sweepPosts,
    taps: values.taps ? values.taps.split(',').map((label) => label.trim()) : null,
  };
}
