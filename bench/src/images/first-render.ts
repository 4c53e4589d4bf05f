// The storage service's first rendering of a fresh 12-megapixel phone photo as the post page asks
// for it on a 390 px phone at DPR 3: 1170 px wide, WebP.
import { phonePhoto } from '../../../backend/test/helpers/test-images.ts';
import { percentile } from '../lib/percentile.ts';
import type { BenchUploads } from './bench-uploads.ts';
import { timedImageGet } from './timed-image-get.ts';

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

export interface FirstRender {
  sourceBytes: number;
  /** One per fresh upload, in milliseconds. */
  runs: number[];
  medianMs: number;
  outputBytes: number;
  contentType: string;
}

/**
 * Uploads the same 4032×3024 JPEG `times` times under new names (each a new object, so nothing
 * is cached) and times the first render request of each. The post page's address (quality 70),
 * Accept `image/webp`, as a browser's.
 */
export async function timeFirstRender(uploads: BenchUploads, times: number): Promise<FirstRender> {
  const photo = await phonePhoto();
  const runs: number[] = [];
  let last: Awaited<ReturnType<typeof timedImageGet>> | undefined;
  for (let i = 0; i < times; i += 1) {
    const objectUrl = await uploads.upload(photo, 'image/jpeg', 'jpg');
    const renderUrl = `${objectUrl.replace(OBJECT_PATH, RENDER_PATH)}?width=1170&quality=70`;
    last = await timedImageGet(renderUrl, 'image/webp');
    runs.push(last.ms);
  }
  return {
    sourceBytes: photo.length,
    runs,
    medianMs: percentile(runs, 0.5),
    outputBytes: last?.body.length ?? 0,
    contentType: last?.contentType ?? '?',
  };
}
