import { parseArgs } from 'node:util';

export const SECTIONS = [
  'bundle',
  'lighthouse',
  'requests',
  'latency',
  'realtime',
  'coldstart',
  'build',
] as const;
export type SectionName = (typeof SECTIONS)[number];
const DEFAULT_SECTIONS = SECTIONS;

export interface BenchOptions {
  sections: SectionName[];
  quick: boolean;
  lighthouseRuns: number;
  latencyRequests: number;
  realtimeClients: number;
  realtimeRounds: number;
}

/** `npm run bench -- [--only bundle,lighthouse] [--quick] [--lighthouse-runs N] [--requests N]` */
export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string' },
      requests: { type: 'string' },
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
  return {
    sections: sections as SectionName[],
    quick,
    lighthouseRuns: Number(values['lighthouse-runs'] ?? (quick ? 1 : 3)),
    latencyRequests: Number(values.requests ?? (quick ? 100 : 400)),
    realtimeClients: quick ? 20 : 200,
    realtimeRounds: quick ? 20 : 100,
  };
}
