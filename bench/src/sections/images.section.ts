// The photos a phone downloads (bytes per feed card, per post, for an avatar chip), whether the
// page moves as they arrive, and what the storage service's renderer costs in time.
import type { Browser } from 'playwright-core';
import { imageSources } from '../../../shared-core/src/rules/image-variants.ts';
import type { BenchBackend } from '../bench-backend.ts';
import { measureAvatarChip } from '../images/avatar-chip.ts';
import { benchUploads } from '../images/bench-uploads.ts';
import { measureFeedCardPhotos } from '../images/feed-card-photos.ts';
import { timeFirstRender } from '../images/first-render.ts';
import type { LayoutShift } from '../images/layout-shift.ts';
import { findPhotoPost } from '../images/photo-post.ts';
import { measurePostPagePhotos } from '../images/post-page-photos.ts';
import { timeVariantAgainstObject } from '../images/variant-vs-object.ts';
import { judge, kilobytes, milliseconds, type Row, type SectionResult } from '../lib/report.ts';
import type { BenchSite } from '../site/bench-site.ts';

const SECTION = 'Images (390 px phone at DPR 3, visitor unless named)';
const KB = 1024;
const BUDGET_PER_CARD = 200 * KB;
const BUDGET_POST_PHOTOS = 600 * KB;
const BUDGET_AVATAR_CHIP = 10 * KB;
const BUDGET_SHIFT = 0;
const BUDGET_VARIANT_RATIO = 1.5;
/** A feed card's photo box (the card's frame at its widest), whose 3x copy a DPR 3 phone picks. */
const CARD_PHOTO_BOX = { width: 360, height: 203 };

export interface ImagesOptions {
  /** Turns of the variant-against-object timing, each of `requestsPerRound` downloads of each. */
  rounds: number;
  requestsPerRound: number;
  /** Fresh uploads whose first rendering is timed. */
  firstRenders: number;
  log: (line: string) => void;
}

function shiftRow(metric: string, shift: LayoutShift): Row {
  return {
    section: SECTION,
    metric,
    value: shift.total.toFixed(3),
    budget: `${BUDGET_SHIFT}`,
    verdict: judge(shift.total, BUDGET_SHIFT),
    note: shift.moved.length ? `moved: ${shift.moved.slice(0, 3).join(' | ')}` : 'nothing moved',
  };
}

export async function runImagesSection(
  browser: Browser,
  site: BenchSite,
  backend: BenchBackend,
  options: ImagesOptions,
): Promise<SectionResult> {
  const rows: Row[] = [];
  const post = await findPhotoPost(backend.pool);

  const feed = await measureFeedCardPhotos(browser, site);
  if (feed.cards === 0) throw new Error('No photo card of the feed loaded on the first screen');
  const perCard = feed.photoBytes / feed.cards;
  rows.push({
    section: SECTION,
    metric: '/ image bytes per photo card',
    value: kilobytes(perCard),
    budget: `≤ ${kilobytes(BUDGET_PER_CARD)}`,
    verdict: judge(perCard, BUDGET_PER_CARD),
    note: `${kilobytes(feed.photoBytes)} of photos over ${feed.cards} ${feed.cards === 1 ? 'card' : 'cards'} loaded without scrolling (${feed.inViewport} in the viewport); all images ${kilobytes(feed.allImageBytes)}`,
  });
  if (feed.largestCard) {
    const { bytes, copyWidth, boxWidth, alt } = feed.largestCard;
    rows.push({
      section: SECTION,
      metric: '  largest single card',
      value: kilobytes(bytes),
      budget: `≤ ${kilobytes(BUDGET_PER_CARD)}`,
      verdict: judge(bytes, BUDGET_PER_CARD),
      note: `copy ${copyWidth} px wide for a ${boxWidth} px box; ${alt.replace(/^Media for /, '')}`,
    });
  }

  const postPage = await measurePostPagePhotos(browser, site, post);
  rows.push({
    section: SECTION,
    metric: `/post/{id} with ${post.objects.length} photos, until the viewer opens`,
    value: kilobytes(postPage.bytes),
    budget: `≤ ${kilobytes(BUDGET_POST_PHOTOS)}`,
    verdict: judge(postPage.bytes, BUDGET_POST_PHOTOS),
    note: `${postPage.perPhoto.map((photo) => kilobytes(photo.bytes)).join(' + ')}; tiles ${postPage.tiles.map((tile) => `${tile.copyWidth} px for ${tile.boxWidth}`).join(', ')}; "${post.title}"`,
  });

  const chip = await measureAvatarChip(browser, site);
  rows.push({
    section: SECTION,
    metric: "header's 28 px avatar chip, member (alice)",
    value: kilobytes(chip.bytes),
    budget: `≤ ${kilobytes(BUDGET_AVATAR_CHIP)}`,
    verdict: judge(chip.bytes, BUDGET_AVATAR_CHIP),
    note: `copy ${chip.copyWidth} px wide for a ${chip.boxWidth} px box; her avatar downloaded ${chip.allCopies.length}× on that screen, ${kilobytes(chip.allCopies.reduce((sum, copy) => sum + copy.bytes, 0))}`,
  });

  rows.push(shiftRow('/ layout shift', feed.shift));
  rows.push(shiftRow('/post/{id} layout shift', postPage.shift));

  const uploads = benchUploads(backend);
  try {
    const cardSources = imageSources(post.urls[0] ?? '', CARD_PHOTO_BOX, true);
    const widest = cardSources.srcSet?.split(', ').at(-1)?.split(' ')[0] ?? cardSources.src;
    options.log('timing a cached variant against the plain object download');
    const served = await timeVariantAgainstObject(widest, uploads, {
      rounds: options.rounds,
      requests: options.requestsPerRound,
    });
    const ratio = served.variantMedianMs / served.objectMedianMs;
    rows.push({
      section: SECTION,
      metric: 'cached variant / plain object of its size, median',
      value: `${ratio.toFixed(2)}×`,
      budget: `≤ ${BUDGET_VARIANT_RATIO}×`,
      verdict: judge(ratio, BUDGET_VARIANT_RATIO),
      note: `${milliseconds(served.variantMedianMs)} against ${milliseconds(served.objectMedianMs)} (p95 ${milliseconds(served.variantP95Ms)} / ${milliseconds(served.objectP95Ms)}); ${kilobytes(served.variantBytes)} ${served.contentType}; ${options.rounds} alternating turns of ${options.requestsPerRound}, turn ratios ${served.roundRatios.map((r) => r.toFixed(2)).join(', ')}`,
    });

    options.log('timing the first rendering of fresh 12-megapixel photos');
    const first = await timeFirstRender(uploads, options.firstRenders);
    rows.push({
      section: SECTION,
      metric: 'first render, 4032×3024 JPEG → 1170 px WebP',
      value: milliseconds(first.medianMs),
      note: `${first.runs.length > 1 ? `median of ${first.runs.length} fresh uploads (${first.runs.map((ms) => milliseconds(ms)).join(', ')}); ` : ''}${(first.sourceBytes / KB / KB).toFixed(1)} MB in, ${kilobytes(first.outputBytes)} ${first.contentType} out; watched, not judged`,
    });
    return { rows, details: { post, feed, postPage, chip, served, first } };
  } finally {
    await uploads.removeAll();
  }
}
