// A cached variant against the plain download of an object of the same bytes, timed side by side.
import { percentile } from '../lib/percentile.ts';
import type { BenchUploads } from './bench-uploads.ts';
import { timedImageGet } from './timed-image-get.ts';

export interface VariantVsObject {
  variantUrl: string;
  variantBytes: number;
  contentType: string;
  /** Medians over every measured request of each kind. */
  variantMedianMs: number;
  objectMedianMs: number;
  variantP95Ms: number;
  objectP95Ms: number;
  /** Each round's variant median over its object median. */
  roundRatios: number[];
}

/**
 * Requests `variantUrl` once so the storage service renders and caches it, stores its very bytes
 * as a new object (the same size, so both answers carry the same body), then `rounds` turns of
 * `requests` sequential downloads of each, alternating which goes first: a load that drifts during
 * the run weighs on both alike.
 */
export async function timeVariantAgainstObject(
  variantUrl: string,
  uploads: BenchUploads,
  { rounds, requests }: { rounds: number; requests: number },
): Promise<VariantVsObject> {
  const first = await timedImageGet(variantUrl);
  const extension = first.contentType.split('/')[1] ?? 'bin';
  const objectUrl = await uploads.upload(first.body, first.contentType, extension);
  const times = { variant: [] as number[], object: [] as number[] };
  const roundRatios: number[] = [];
  const turn = async (url: string, into: number[]) => {
    const taken: number[] = [];
    for (let i = 0; i < requests; i += 1) taken.push((await timedImageGet(url)).ms);
    into.push(...taken);
    return percentile(taken, 0.5);
  };
  // Warm-up: connections, the file system's cache, PostgreSQL's plans.
  await turn(variantUrl, []);
  await turn(objectUrl, []);
  for (let round = 0; round < rounds; round += 1) {
    let variant: number;
    let object: number;
    if (round % 2 === 0) {
      variant = await turn(variantUrl, times.variant);
      object = await turn(objectUrl, times.object);
    } else {
      object = await turn(objectUrl, times.object);
      variant = await turn(variantUrl, times.variant);
    }
    roundRatios.push(variant / object);
  }
  return {
    variantUrl,
    variantBytes: first.body.length,
    contentType: first.contentType,
    variantMedianMs: percentile(times.variant, 0.5),
    objectMedianMs: percentile(times.object, 0.5),
    variantP95Ms: percentile(times.variant, 0.95),
    objectP95Ms: percentile(times.object, 0.95),
    roundRatios,
  };
}
